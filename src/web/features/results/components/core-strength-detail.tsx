import type { ReactNode } from 'react';
import { resultsCopy } from '../../../../content/results-copy';
import type { ResultView } from '../../../../contract/assessment';
import { BlurredGate } from '../../../components/ui/blurred-gate';
import { QuestionBreakdown } from './question-breakdown';

type CoreStrength = NonNullable<ResultView['coreStrength']>;

/**
 * The core strength's texts: description, breakdown, Zone of Genius, How Others See You (gated).
 * `howOthersSeeYou` replaces the stored text (the founder's feedback round gives its own).
 */
export function CoreStrengthDetail({
  core,
  onSignUp,
  howOthersSeeYou,
}: {
  core: CoreStrength;
  onSignUp: () => void;
  howOthersSeeYou?: ReactNode;
}) {
  const copy = resultsCopy.coreStrength;
  return (
    <div className="flex flex-col gap-6">
      {core.description && <p className="text-ink/90 leading-relaxed">{core.description}</p>}
      <div>
        <h3 className="mb-3 font-semibold text-ink text-lg">{resultsCopy.breakdown.title}</h3>
        {core.questions ? (
          <QuestionBreakdown questions={core.questions} />
        ) : (
          <BlurredGate title={resultsCopy.breakdown.gate} onSignUp={onSignUp} />
        )}
      </div>
      {core.zoneOfGenius && core.howOthersSeeYou ? (
        <>
          <div>
            <h3 className="mb-2 font-semibold text-ink text-lg">{copy.zoneOfGenius}</h3>
            <p className="text-ink/90 leading-relaxed">{core.zoneOfGenius}</p>
          </div>
          <div>
            <h3 className="mb-2 font-semibold text-ink text-lg">{copy.howOthersSeeYou}</h3>
            {howOthersSeeYou ?? <p className="text-ink/90 leading-relaxed">{core.howOthersSeeYou}</p>}
          </div>
        </>
      ) : (
        <div>
          <h3 className="mb-3 font-semibold text-ink text-lg">
            {copy.zoneOfGenius} · {copy.howOthersSeeYou}
          </h3>
          <BlurredGate title={copy.gate} onSignUp={onSignUp} />
        </div>
      )}
    </div>
  );
}
