import { useLocation } from 'react-router';
import DevPanel from './dev-panel';

/** The panel on every page but /assessment, where the assessment's own slot shows it with live data. */
export default function GlobalDevPanel() {
  const { pathname } = useLocation();
  if (pathname === '/assessment') return null;
  return <DevPanel />;
}
