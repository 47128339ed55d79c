import { LegalPage } from '../../features/legal/legal-page';

export function meta() {
  return [{ title: 'Terms of Service · Uplift Founder Audit' }];
}

export default function Terms() {
  return <LegalPage pageType="terms" />;
}
