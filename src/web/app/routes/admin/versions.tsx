import { VersionsScreen } from '../../../features/questionnaire-authoring/components/versions-screen';

export function meta() {
  return [{ title: 'Versions · Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminVersionsRoute() {
  return <VersionsScreen />;
}
