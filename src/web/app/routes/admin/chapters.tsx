import { ChaptersScreen } from '../../../features/admin/components/chapters-screen';

export function meta() {
  return [{ title: 'Chapters · Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminChaptersRoute() {
  return <ChaptersScreen />;
}
