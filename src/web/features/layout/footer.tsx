import { Link, useLocation } from 'react-router';
import { footerCopy } from '../../../content/flow-copy';
import { isFooterHidden, OPEN_COOKIE_SETTINGS_EVENT } from './footer-visibility';

const linkClass =
  'rounded-sm underline-offset-4 hover:text-ink hover:underline focus-visible:text-ink focus-visible:underline';

/** Year and legal links; hidden on the flow, results and admin pages. */
export function Footer() {
  const { pathname } = useLocation();
  if (isFooterHidden(pathname)) return null;
  return (
    <footer className="border-line border-t bg-paper">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-6 py-6 text-muted text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>{footerCopy.copyright(new Date().getFullYear())}</p>
        <nav aria-label={footerCopy.navLabel}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              {/* The operator's details (the legal notice) open the terms, section 1 "Who we are". */}
              <Link to="/terms" className={linkClass}>
                {footerCopy.legalNotice}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                {footerCopy.privacyPolicy}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${linkClass} cursor-pointer`}
                onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
              >
                {footerCopy.cookieSettings}
              </button>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {footerCopy.terms}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
