import { useState } from 'react';
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

/**
 * An area's chapters with their bars; each opens to its insight (the owner's full result). Radix renders
 * a chapter's panel only while it is open: every mounted panel reads its computed style and measures
 * itself (a style and layout pass per panel), which made mounting the results' accordions one long
 * task. A closed chapter keeps its insight as plain hidden markup for the printed report (app.css prints
 * `[hidden]`).
 */
export default function ChapterAccordion({ chapters }: { chapters: ChapterResult[] }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion type="multiple" value={open} onValueChange={setOpen} className="divide-y divide-line">
      {chapters.map((chapter) => (
        <AccordionItem key={chapter.id} value={chapter.id}>
          <AccordionTrigger headingLevel={3}>
            <span className="flex w-full flex-col gap-1 text-left">
              <span className="font-medium text-ink">{chapter.title}</span>
              <ScoreBar score={chapter.average} label={chapter.title} />
            </span>
          </AccordionTrigger>
          {open.includes(chapter.id) ? (
            <AccordionContent className="pb-4 motion-safe:animate-[ui-fade-in_200ms_ease-out]">
              <ChapterInsight chapter={chapter} />
            </AccordionContent>
          ) : (
            <div hidden className="pb-4">
              <ChapterInsight chapter={chapter} />
            </div>
          )}
        </AccordionItem>
      ))}
    </Accordion>
  );
}
