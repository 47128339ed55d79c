import { LegalScreen } from '../../../features/admin/components/legal-screen';

export function meta() {
  return [{ title: 'Legal pages · Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminLegalRoute() {
  return <LegalScreen />;
}
