import { resultsCopy } from '../../../../content/results-copy';
import type { ResultView } from '../../../../contract/assessment';
import { BlurredGate } from '../../../components/ui/blurred-gate';
import { QuestionBreakdown } from './question-breakdown';

type UpliftPotential = NonNullable<ResultView['upliftPotential']>;

/** The uplift potential's texts: description, breakdown, energy drains and path to improvement (gated). */
export function UpliftPotentialDetail({
  uplift,
  onSignUp,
}: {
  uplift: UpliftPotential;
  onSignUp: () => void;
}) {
  const copy = resultsCopy.upliftPotential;
  return (
    <div className="flex flex-col gap-6">
      {uplift.description && <p className="text-ink/90 leading-relaxed">{uplift.description}</p>}
      <div>
        <h3 className="mb-3 font-semibold text-ink text-lg">{resultsCopy.breakdown.title}</h3>
        {uplift.questions ? (
          <QuestionBreakdown questions={uplift.questions} />
        ) : (
          <BlurredGate title={resultsCopy.breakdown.gate} onSignUp={onSignUp} />
        )}
      </div>
      {uplift.energyDrains && uplift.improvementPath ? (
        <>
          <div>
            <h3 className="mb-2 font-semibold text-ink text-lg">{copy.energyDrains}</h3>
            <p className="text-ink/90 leading-relaxed">{uplift.energyDrains}</p>
          </div>
          <div>
            <h3 className="mb-2 font-semibold text-ink text-lg">{copy.improvementPath}</h3>
            <ol className="list-decimal space-y-2 pl-5 text-ink/90">
              {uplift.improvementPath.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </>
      ) : (
        <div>
          <h3 className="mb-3 font-semibold text-ink text-lg">
            {copy.energyDrains} · {copy.improvementPath}
          </h3>
          <BlurredGate title={copy.gate} onSignUp={onSignUp} />
        </div>
      )}
    </div>
  );
}
