import { ReviewScreen } from '../../../features/questionnaire-authoring/components/review-screen';

export function meta() {
  return [
    { title: 'Review changes · Versions · Admin · Uplift Founder Audit' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminVersionsReviewRoute() {
  return <ReviewScreen />;
}
