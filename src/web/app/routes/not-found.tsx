import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { usePageTheme } from '../../features/flow/hooks/use-page-theme';

export function meta() {
  return [{ title: 'Page not found · Uplift Founder Audit' }];
}

export default function NotFound() {
  usePageTheme('neutral');
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="font-display text-7xl text-inner-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</h1>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Return to Home
      </Link>
    </main>
  );
}
