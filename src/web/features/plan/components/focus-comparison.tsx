import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { planCopy } from '../../../../content/plan-copy';
import type { FocusQuestionChange } from '../../../../contract/plans';

const copy = planCopy.history;

function Change({ change }: { change: number | null }) {
  if (change === null) return null;
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  const tone = change > 0 ? 'text-score-high' : change < 0 ? 'text-score-low' : 'text-muted';
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return (
    <span className={`inline-flex items-center gap-1 font-semibold text-sm tabular-nums ${tone}`}>
      <Icon aria-hidden="true" className="size-4" />
      {sign}
      {Math.abs(change)}
    </span>
  );
}

const answer = (value: number | null) => (value === null ? copy.notAnswered : `${value} / 5`);

/** Each focus action's statement: the answer when the plan was made beside the answer in the retake. */
export function FocusComparison({ changes }: { changes: FocusQuestionChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-card border border-line">
      {changes.map((change) => (
        <li key={change.questionId} className="flex flex-col gap-1 p-3">
          <p className="font-medium text-ink">{change.actionText}</p>
          {change.questionText && <p className="text-muted text-sm">“{change.questionText}”</p>}
          {change.inNewVersion ? (
            <p className="flex flex-wrap items-center gap-x-3 text-ink text-sm">
              <span>
                {copy.before}: <span className="font-semibold tabular-nums">{answer(change.before)}</span>
              </span>
              <span>
                {copy.after}: <span className="font-semibold tabular-nums">{answer(change.after)}</span>
              </span>
              <Change change={change.change} />
            </p>
          ) : (
            <p className="text-muted text-sm">{copy.notInNewVersion}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
