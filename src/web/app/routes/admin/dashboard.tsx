import { DashboardScreen } from '../../../features/admin/components/dashboard-screen';

export function meta() {
  return [{ title: 'Dashboard · Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminDashboardRoute() {
  return <DashboardScreen />;
}
