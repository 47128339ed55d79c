import { Navigate, useParams } from 'react-router';
import { PreviewScreen } from '../../../features/questionnaire-authoring/components/preview-screen';
import { ReviewScreen } from '../../../features/questionnaire-authoring/components/review-screen';
import { VersionsScreen } from '../../../features/questionnaire-authoring/components/versions-screen';

// One route for the list, the review and the preview: every route adds to the manifest that each
// public page downloads, so the admin screens of one feature share theirs.
const VIEWS = {
  list: { title: 'Versions', Screen: VersionsScreen },
  review: { title: 'Review changes · Versions', Screen: ReviewScreen },
  preview: { title: 'Preview · Versions', Screen: PreviewScreen },
} as const;

const viewOf = (param: string | undefined) =>
  param === undefined ? VIEWS.list : param === 'review' || param === 'preview' ? VIEWS[param] : null;

export function meta({ params }: { params: { view?: string } }) {
  const view = viewOf(params.view);
  return [
    { title: `${view?.title ?? VIEWS.list.title} · Admin · Uplift Founder Audit` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminVersionsRoute() {
  const view = viewOf(useParams().view);
  if (!view) return <Navigate to="/admin/versions" replace />;
  return <view.Screen />;
}
