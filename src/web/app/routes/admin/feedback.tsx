import { FeedbackRoundsScreen } from '../../../features/admin/components/feedback-rounds-screen';

export function meta() {
  return [
    { title: 'Feedback rounds · Admin · Uplift Founder Audit' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminFeedbackRoute() {
  return <FeedbackRoundsScreen />;
}
