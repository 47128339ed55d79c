import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { resultsCopy } from '../../../../content/results-copy';
import type { ResultView } from '../../../../contract/assessment';
import { formatScoreOutOfFive } from '../../../../domain/scoring';
import { Card } from '../../../components/ui/card';
import { ScoreGauge } from '../../../components/ui/score-gauge';
import { CoreStrengthDetail } from './core-strength-detail';
import { UpliftPotentialDetail } from './uplift-potential-detail';

function HighlightHeader({
  id,
  eyebrow,
  title,
  average,
  area,
}: {
  id: string;
  eyebrow: string;
  title: string;
  average: number;
  area: 'inner' | 'outer';
}) {
  return (
    <div className="flex items-center gap-5">
      <ScoreGauge score={average} label={title} size={112} />
      <div>
        <p className="font-semibold text-[var(--theme-deep)] text-sm uppercase tracking-widest">{eyebrow}</p>
        <h2 id={`${id}-title`} className="font-display text-2xl text-ink" data-area={area}>
          {title}
        </h2>
        <p className="text-muted text-sm">{formatScoreOutOfFive(average)}</p>
      </div>
    </div>
  );
}

export function CoreStrengthSection({
  view,
  onSignUp,
  howOthersSeeYou,
}: {
  view: ResultView;
  onSignUp: () => void;
  /** the feedback round's 'How Others See You', in place of the stored text */
  howOthersSeeYou?: ReactNode;
}) {
  const core = view.coreStrength;
  if (!core) return null;
  return (
    <section
      id="core-strength"
      aria-labelledby="core-strength-title"
      className="scroll-mt-24"
      data-theme={core.area}
    >
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <HighlightHeader
          id="core-strength"
          eyebrow={resultsCopy.coreStrength.sectionTitle}
          title={core.title}
          average={core.average}
          area={core.area}
        />
        <CoreStrengthDetail core={core} onSignUp={onSignUp} howOthersSeeYou={howOthersSeeYou} />
        <Link
          to="/results/core-strength"
          data-print="hide"
          className="self-start font-medium text-[var(--theme-deep)] underline"
        >
          {resultsCopy.coreStrength.more}
        </Link>
      </Card>
    </section>
  );
}

export function UpliftPotentialSection({ view, onSignUp }: { view: ResultView; onSignUp: () => void }) {
  const uplift = view.upliftPotential;
  if (!uplift) return null;
  return (
    <section
      id="uplift-potential"
      aria-labelledby="uplift-potential-title"
      className="scroll-mt-24"
      data-theme={uplift.area}
    >
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <HighlightHeader
          id="uplift-potential"
          eyebrow={resultsCopy.upliftPotential.opportunity}
          title={uplift.title}
          average={uplift.average}
          area={uplift.area}
        />
        <UpliftPotentialDetail uplift={uplift} onSignUp={onSignUp} />
        <Link
          to="/results/uplift-potential"
          data-print="hide"
          className="self-start font-medium text-[var(--theme-deep)] underline"
        >
          {resultsCopy.upliftPotential.more}
        </Link>
      </Card>
    </section>
  );
}
