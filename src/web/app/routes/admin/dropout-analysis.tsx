import { DropoutScreen } from '../../../features/admin/components/dropout-screen';

export function meta() {
  return [
    { title: 'Drop-off analysis · Admin · Uplift Founder Audit' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminDropoutRoute() {
  return <DropoutScreen />;
}
