import { resultsCopy } from '../../../../content/results-copy';
import type { ResultView } from '../../../../contract/assessment';
import { formatScoreOutOfFive } from '../../../../domain/scoring';
import { Card } from '../../../components/ui/card';
import { ScoreGauge } from '../../../components/ui/score-gauge';
import { InnerOuterMap } from './inner-outer-map';

export function OverallSection({ view }: { view: ResultView }) {
  const copy = resultsCopy.overall;
  return (
    <section id="overall" aria-labelledby="overall-title" className="scroll-mt-24">
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <h2 id="overall-title" className="font-display text-3xl text-ink">
          {copy.title}
        </h2>
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
          <div className="flex flex-col items-center gap-2">
            <ScoreGauge score={view.overall} label={copy.gaugeLabel} size={176} />
            <p className="text-muted text-sm">{formatScoreOutOfFive(view.overall)}</p>
          </div>
          <div className="flex-1 space-y-3">
            <p className="font-semibold text-ink">{copy.balance[view.balance]}</p>
            <p className="text-ink/90 leading-relaxed">{view.overallInsight}</p>
          </div>
        </div>
        <InnerOuterMap inner={view.inner} outer={view.outer} />
      </Card>
    </section>
  );
}
