import { resultsCopy } from '../../../content/results-copy';
import { CoreStrengthDetail } from '../../features/results/components/core-strength-detail';
import { HighlightPage } from '../../features/results/components/highlight-page';
import { useSignUpPrompt } from '../../features/results/hooks/use-sign-up-prompt';

export function meta() {
  return [{ title: 'Your Core Strength · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function CoreStrengthPage() {
  const onSignUp = useSignUpPrompt('/results/core-strength');
  return (
    <HighlightPage
      pick={(view) => view.coreStrength}
      title={resultsCopy.coreStrength.pageTitle}
      empty={resultsCopy.coreStrength.empty}
    >
      {(view) => view.coreStrength && <CoreStrengthDetail core={view.coreStrength} onSignUp={onSignUp} />}
    </HighlightPage>
  );
}
