import { Link } from 'react-router';
import { consentCopy } from '../../../content/consent-copy';
import { Button, buttonClasses } from '../../components/ui/button';
import { LegalPage, openCookieSettings } from '../../features/legal/legal-page';

export function meta() {
  return [{ title: 'Privacy Policy · Uplift Founder Audit' }];
}

export default function Privacy() {
  const copy = consentCopy.legal.dataRights;
  return (
    <LegalPage pageType="privacy_policy">
      <aside
        aria-labelledby="data-rights-title"
        className="mt-10 rounded-card border border-line bg-white p-6 shadow-soft"
      >
        <h2 id="data-rights-title" className="font-semibold text-ink text-xl">
          {copy.title}
        </h2>
        <p className="mt-2 text-muted">{copy.body}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/auth" className={buttonClasses('primary')}>
            {copy.manage}
          </Link>
          <Button variant="secondary" onClick={openCookieSettings}>
            {copy.cookieSettings}
          </Button>
        </div>
      </aside>
    </LegalPage>
  );
}
