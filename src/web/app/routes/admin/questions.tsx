import { QuestionsScreen } from '../../../features/admin/components/questions-screen';

export function meta() {
  return [{ title: 'Questions · Admin · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminQuestionsRoute() {
  return <QuestionsScreen />;
}
