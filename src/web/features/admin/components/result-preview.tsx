import { resultsCopy } from '../../../../content/results-copy';
import type { ChapterResult, ResultView } from '../../../../contract/assessment';
import { formatScoreOutOfFive } from '../../../../domain/scoring';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { ScoreBar } from '../../../components/ui/score-bar';
import { ScoreGauge } from '../../../components/ui/score-gauge';
import { formatDateTime } from '../lib/format';

/**
 * A signed-in user's result view, condensed for the admin: the same numbers and texts the user reads on
 * /results, /results/core-strength and /results/uplift-potential, in one scrollable column.
 */
export function ResultPreview({ view }: { view: ResultView }) {
  const copy = resultsCopy;
  return (
    <div className="flex flex-col gap-6 text-ink">
      <p className="text-muted text-sm">
        {formatDateTime(view.completedAt)} · {view.answeredCount}/{view.questionCount}
      </p>
      <section aria-labelledby="preview-overall" className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <ScoreGauge score={view.overall} label={copy.overall.gaugeLabel} size={120} animate={false} />
        <div className="flex-1">
          <h3 id="preview-overall" className="font-semibold text-lg">
            {copy.overall.title}
          </h3>
          <p className="font-medium">{copy.overall.balance[view.balance]}</p>
          <p className="mt-1 text-ink/90 text-sm leading-relaxed">{view.overallInsight}</p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            <ScoreBar score={view.inner} label={copy.areas.inner.gaugeLabel} />
            <ScoreBar score={view.outer} label={copy.areas.outer.gaugeLabel} />
          </div>
        </div>
      </section>

      {(['inner', 'outer'] as const).map((area) => (
        <section key={area} aria-labelledby={`preview-${area}`}>
          <h3 id={`preview-${area}`} className="font-semibold text-lg">
            {copy.areas[area].title}
          </h3>
          <ChapterList chapters={view.chapters.filter((c) => c.area === area)} />
        </section>
      ))}

      {view.coreStrength && (
        <section aria-labelledby="preview-core" className="rounded-lg border border-line p-4">
          <p className="font-semibold text-muted text-xs uppercase tracking-widest">
            {copy.coreStrength.sectionTitle}
          </p>
          <h3 id="preview-core" className="font-semibold text-lg">
            {view.coreStrength.title} · {formatScoreOutOfFive(view.coreStrength.average)}
          </h3>
          {view.coreStrength.description && <p className="mt-1 text-sm">{view.coreStrength.description}</p>}
          <Text title={copy.coreStrength.zoneOfGenius} text={view.coreStrength.zoneOfGenius} />
          <Text title={copy.coreStrength.howOthersSeeYou} text={view.coreStrength.howOthersSeeYou} />
        </section>
      )}
      {view.upliftPotential && (
        <section aria-labelledby="preview-uplift" className="rounded-lg border border-line p-4">
          <p className="font-semibold text-muted text-xs uppercase tracking-widest">
            {copy.upliftPotential.sectionTitle}
          </p>
          <h3 id="preview-uplift" className="font-semibold text-lg">
            {view.upliftPotential.title} · {formatScoreOutOfFive(view.upliftPotential.average)}
          </h3>
          {view.upliftPotential.description && (
            <p className="mt-1 text-sm">{view.upliftPotential.description}</p>
          )}
          <Text title={copy.upliftPotential.energyDrains} text={view.upliftPotential.energyDrains} />
          {view.upliftPotential.improvementPath && (
            <div className="mt-3">
              <h4 className="font-semibold text-sm">{copy.upliftPotential.improvementPath}</h4>
              <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
                {view.upliftPotential.improvementPath.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

function Text({ title, text }: { title: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="mt-3">
      <h4 className="font-semibold text-sm">{title}</h4>
      <p className="mt-1 text-sm leading-relaxed">{text}</p>
    </div>
  );
}

function ChapterList({ chapters }: { chapters: ChapterResult[] }) {
  if (chapters.length === 0) return <p className="text-muted text-sm">{resultsCopy.areas.noChapters}</p>;
  return (
    <Accordion type="multiple" className="mt-1">
      {chapters.map((chapter) => (
        <AccordionItem key={chapter.id} value={chapter.id}>
          <AccordionTrigger headingLevel={4} className="text-sm">
            <span className="flex flex-1 flex-col gap-1 pr-4 sm:flex-row sm:items-center sm:gap-4">
              <span className="sm:w-56">
                {chapter.position}. {chapter.title}
              </span>
              <ScoreBar score={chapter.average} label={chapter.title} className="flex-1" />
            </span>
          </AccordionTrigger>
          <AccordionContent>
            {chapter.insight && (
              <>
                <p className="font-medium text-sm">{chapter.insight.tierLabel}</p>
                <ul className="mt-2 space-y-2">
                  {chapter.insight.questions.map((q) => (
                    <li key={q.questionId} className="text-sm">
                      <span className="font-medium">
                        {q.value === null
                          ? resultsCopy.breakdown.unanswered
                          : resultsCopy.breakdown.badge(q.value)}
                      </span>{' '}
                      {q.text}
                      {q.insight && <span className="block text-muted">{q.insight}</span>}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
