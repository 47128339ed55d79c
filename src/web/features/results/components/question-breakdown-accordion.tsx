import { useState } from 'react';
import { breakdownBadge } from '../../../../content/results-copy';
import type { ResultView } from '../../../../contract/assessment';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';

export type Breakdown = NonNullable<NonNullable<ResultView['coreStrength']>['questions']>;

/**
 * Q1..Qn with the answer as an x/5 badge; each opens to the insight for that answer. Radix renders a
 * panel only while it is open; a closed one keeps its insight as hidden markup for the printed report
 * (see chapter-accordion.tsx).
 */
export default function QuestionBreakdownAccordion({ questions }: { questions: Breakdown }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion
      type="multiple"
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-line rounded-card border border-line bg-white"
    >
      {questions.map((q) => (
        <AccordionItem key={q.questionId} value={q.questionId}>
          <AccordionTrigger headingLevel={4} className="px-4">
            <span className="flex w-full items-start gap-3 text-left">
              <span className="mt-0.5 shrink-0 font-semibold text-muted text-sm">Q{q.position}</span>
              <span className="flex-1">{q.text}</span>
              <span className="shrink-0 rounded-full bg-[var(--theme-soft)] px-2.5 py-0.5 font-semibold text-ink text-sm">
                {breakdownBadge(q)}
              </span>
            </span>
          </AccordionTrigger>
          {open.includes(q.questionId) ? (
            <AccordionContent className="px-4 pb-4 text-muted motion-safe:animate-[ui-fade-in_200ms_ease-out]">
              {q.insight ?? ''}
            </AccordionContent>
          ) : (
            <div hidden className="px-4 pb-4 text-muted">
              {q.insight ?? ''}
            </div>
          )}
        </AccordionItem>
      ))}
    </Accordion>
  );
}
