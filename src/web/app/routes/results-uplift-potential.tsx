import { resultsCopy } from '../../../content/results-copy';
import { UpliftPlanEntry } from '../../features/plan/components/uplift-plan-entry';
import { HighlightPage } from '../../features/results/components/highlight-page';
import { UpliftPotentialDetail } from '../../features/results/components/uplift-potential-detail';
import { useSignUpPrompt } from '../../features/results/hooks/use-sign-up-prompt';

export function meta() {
  return [{ title: 'Your Uplift Potential · Uplift Founder Audit' }, { name: 'robots', content: 'noindex' }];
}

export default function UpliftPotentialPage() {
  const onSignUp = useSignUpPrompt('/results/uplift-potential');
  return (
    <HighlightPage
      pick={(view) => view.upliftPotential}
      title={resultsCopy.upliftPotential.pageTitle}
      empty={resultsCopy.upliftPotential.empty}
    >
      {(view) =>
        view.upliftPotential && (
          <>
            <UpliftPotentialDetail uplift={view.upliftPotential} onSignUp={onSignUp} />
            {/* the path to improvement is the owner's only: so is turning it into a plan */}
            {view.upliftPotential.improvementPath?.length ? (
              <UpliftPlanEntry chapterId={view.upliftPotential.chapterId} />
            ) : null}
          </>
        )
      }
    </HighlightPage>
  );
}
