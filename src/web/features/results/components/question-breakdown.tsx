import { lazy, Suspense } from 'react';
import { breakdownBadge } from '../../../../content/results-copy';
import type { Breakdown } from './question-breakdown-accordion';

// Radix's accordion (about 8 kB gzip) loads only for the owner's full result, not with every results page.
const QuestionBreakdownAccordion = lazy(() => import('./question-breakdown-accordion'));

/** Q1..Qn with the answer as an x/5 badge; each opens to the insight for that answer. */
export function QuestionBreakdown({ questions }: { questions: Breakdown }) {
  return (
    <Suspense fallback={<BreakdownRows questions={questions} />}>
      <QuestionBreakdownAccordion questions={questions} />
    </Suspense>
  );
}

/** The closed accordion's rows while it loads: same text and height, nothing to open yet. */
function BreakdownRows({ questions }: { questions: Breakdown }) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-white">
      {questions.map((q) => (
        <li key={q.questionId} className="flex min-h-11 items-center justify-between gap-4 px-4 py-3">
          <span className="flex w-full items-start gap-3 text-left font-medium text-base text-ink">
            <span className="mt-0.5 shrink-0 font-semibold text-muted text-sm">Q{q.position}</span>
            <span className="flex-1">{q.text}</span>
            <span className="shrink-0 rounded-full bg-[var(--theme-soft)] px-2.5 py-0.5 font-semibold text-ink text-sm">
              {breakdownBadge(q)}
            </span>
          </span>
          <span aria-hidden="true" className="size-5 shrink-0" />
        </li>
      ))}
    </ul>
  );
}
