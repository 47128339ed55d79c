import { EmailTestPage } from '../../features/account/components/email-test-page';

export function meta() {
  return [{ title: 'E-Mail-Test · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function EmailTest() {
  return <EmailTestPage />;
}
