import { sharingCopy } from '../../../content/sharing-copy';
import { usePageTheme } from '../../features/flow/hooks/use-page-theme';
import { SharedPage } from '../../features/sharing/components/shared-page';
import type { Route } from './+types/shared';

export function meta() {
  // a private link: never indexed, and its links never followed
  return [
    { title: `${sharingCopy.page.title} · Uplift Founder Audit` },
    { name: 'description', content: sharingCopy.page.metaDescription },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function Shared({ params }: Route.ComponentProps) {
  usePageTheme('neutral');
  return <SharedPage key={params.token} token={params.token} />;
}
