import { InsightsScreen } from '../../../features/admin/components/insights-screen';

export function meta() {
  return [{ title: 'Insights · Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminInsightsRoute() {
  return <InsightsScreen />;
}
