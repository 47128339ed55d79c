import { resultsCopy } from '../../../../content/results-copy';
import type { ChapterResult, ResultView } from '../../../../contract/assessment';
import { formatScoreOutOfFive } from '../../../../domain/scoring';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { BlurredGate } from '../../../components/ui/blurred-gate';
import { Card } from '../../../components/ui/card';
import { ScoreBar } from '../../../components/ui/score-bar';
import { ScoreGauge } from '../../../components/ui/score-gauge';

function ChapterInsight({ chapter }: { chapter: ChapterResult }) {
  const insight = chapter.insight;
  if (!insight) return null;
  return (
    <div className="space-y-3">
      <p className="font-semibold text-ink">{insight.tierLabel}</p>
      <ul className="space-y-3">
        {insight.questions
          .filter((q) => q.value !== null)
          .map((q) => (
            <li key={q.questionId} className="text-sm">
              <p className="font-medium text-ink">
                Q{q.position} · {q.text} <span className="text-muted">({q.value}/5)</span>
              </p>
              {q.insight && <p className="mt-1 text-muted">{q.insight}</p>}
            </li>
          ))}
      </ul>
    </div>
  );
}

/** The inner or outer game card: its score and its chapters with bars; insights for the owner. */
export function AreaCard({
  area,
  view,
  onSignUp,
}: {
  area: 'inner' | 'outer';
  view: ResultView;
  onSignUp: () => void;
}) {
  const copy = resultsCopy.areas[area];
  const chapters = view.chapters.filter((c) => c.area === area);
  const score = area === 'inner' ? view.inner : view.outer;
  return (
    <section id={area} aria-labelledby={`${area}-title`} className="scroll-mt-24" data-theme={area}>
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex items-center gap-5">
          {chapters.length > 0 && <ScoreGauge score={score} label={copy.gaugeLabel} size={112} />}
          <div>
            <h2 id={`${area}-title`} className="font-display text-2xl text-ink">
              {copy.title}
            </h2>
            <p className="text-muted">{copy.subtitle}</p>
            {chapters.length > 0 && <p className="mt-1 text-muted text-sm">{formatScoreOutOfFive(score)}</p>}
          </div>
        </div>
        {chapters.length === 0 ? (
          <p className="text-muted">{resultsCopy.areas.noChapters}</p>
        ) : view.gated ? (
          <>
            <ul className="space-y-4">
              {chapters.map((chapter) => (
                <li key={chapter.id}>
                  <p className="mb-1 font-medium text-ink">{chapter.title}</p>
                  <ScoreBar score={chapter.average} label={chapter.title} />
                </li>
              ))}
            </ul>
            <BlurredGate title={resultsCopy.areas.insightsGate} onSignUp={onSignUp} />
          </>
        ) : (
          <Accordion type="multiple" className="divide-y divide-line">
            {chapters.map((chapter) => (
              <AccordionItem key={chapter.id} value={chapter.id}>
                <AccordionTrigger headingLevel={3}>
                  <span className="flex w-full flex-col gap-1 text-left">
                    <span className="font-medium text-ink">{chapter.title}</span>
                    <ScoreBar score={chapter.average} label={chapter.title} />
                  </span>
                </AccordionTrigger>
                <AccordionContent forceMount className="pb-4">
                  <ChapterInsight chapter={chapter} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </Card>
    </section>
  );
}
