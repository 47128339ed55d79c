import { resultsCopy } from '../../../content/results-copy';
import { HowOthersSeeYouSlot } from '../../features/feedback-founder/feedback-slots';
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
      {(view) =>
        view.coreStrength && (
          <CoreStrengthDetail
            core={view.coreStrength}
            onSignUp={onSignUp}
            howOthersSeeYou={
              // as on /results: the signed-in owner's text comes with what it rests on (own answers or raters)
              !view.gated && view.coreStrength.howOthersSeeYou ? (
                <HowOthersSeeYouSlot
                  result={{ id: view.sessionId, completedAt: view.completedAt }}
                  cannedText={view.coreStrength.howOthersSeeYou}
                />
              ) : undefined
            }
          />
        )
      }
    </HighlightPage>
  );
}
