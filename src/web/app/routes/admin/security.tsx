import { SecurityScreen } from '../../../features/admin/components/security-screen';

export function meta() {
  return [{ title: 'Security · Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminSecurityRoute() {
  return <SecurityScreen />;
}
