import { consentCopy } from '../../../content/consent-copy';
import { Button } from '../../components/ui/button';
import { LegalPage, openCookieSettings } from '../../features/legal/legal-page';

export function meta() {
  return [{ title: 'Cookie Policy · Uplift Founder Audit' }];
}

export default function Cookies() {
  return (
    <LegalPage pageType="cookies">
      <Button className="mt-10" onClick={openCookieSettings}>
        {consentCopy.legal.openCookieSettings}
      </Button>
    </LegalPage>
  );
}
