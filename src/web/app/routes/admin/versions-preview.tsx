import { PreviewScreen } from '../../../features/questionnaire-authoring/components/preview-screen';

export function meta() {
  return [
    { title: 'Preview · Versions · Admin · Uplift Founder Audit' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminVersionsPreviewRoute() {
  return <PreviewScreen />;
}
