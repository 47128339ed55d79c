import { useSearchParams } from 'react-router';
import { planCopy } from '../../../content/plan-copy';
import { UnsubscribePage } from '../../features/plan/components/unsubscribe-page';

export function meta() {
  // a personal link: never indexed, and its links never followed
  return [
    { title: `${planCopy.unsubscribe.title} · Uplift Founder Audit` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function PlanRemindersUnsubscribe() {
  const [params] = useSearchParams();
  return <UnsubscribePage token={params.get('token')} />;
}
