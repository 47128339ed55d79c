import type { ChapterResult } from '../../../../contract/assessment';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { ScoreBar } from '../../../components/ui/score-bar';

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

/** An area's chapters with their bars; each opens to its insight (the owner's full result). */
export default function ChapterAccordion({ chapters }: { chapters: ChapterResult[] }) {
  return (
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
  );
}
