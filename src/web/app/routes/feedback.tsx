import { raterFlowCopy } from '../../../content/feedback-copy';
import { RaterLinkPage } from '../../features/feedback-rater/components/rater-link-page';
import type { Route } from './+types/feedback';

export function meta() {
  // a personal link: never indexed, and its links never followed
  return [
    { title: `${raterFlowCopy.pageTitle} · Uplift Founder Audit` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function Feedback({ params }: Route.ComponentProps) {
  // a new token is a new rater: nothing of the previous link's flow is kept
  return <RaterLinkPage key={params.token} token={params.token} />;
}
