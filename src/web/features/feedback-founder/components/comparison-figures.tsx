import { founderFeedbackCopy, RATER_GROUP_LABELS } from '../../../../content/feedback-copy';
import type { FeedbackReportView } from '../../../../contract/feedback';
import { formatScore } from '../../../../domain/scoring';
import { cx } from '../../../components/ui/cx';
import { ScoreBar } from '../../../components/ui/score-bar';
import { formatGap } from '../lib/format';

const copy = founderFeedbackCopy.report;

type Ready = Extract<FeedbackReportView, { status: 'ready' }>;
type Others = Ready['overall']['others'];
type Group = Ready['overall']['groups'][number];

/** One row: who, the bar with its number, and for others how far apart they are and how many. */
function FigureRow({
  label,
  score,
  subject,
  others,
}: {
  label: string;
  score: number;
  /** what is scored, for the bar's accessible text */
  subject: string;
  others?: Others;
}) {
  return (
    <li className="grid grid-cols-[6.75rem_1fr] items-center gap-x-3 gap-y-0.5 sm:grid-cols-[10rem_1fr]">
      <span className={cx('text-ink text-sm', !others && 'font-semibold')}>{label}</span>
      <ScoreBar score={score} label={`${subject}, ${label}`} />
      {others && (
        <span className="col-start-2 text-muted text-xs">
          {copy.spread} {formatScore(others.spread)} · {copy.raters(others.raterCount)}
        </span>
      )}
    </li>
  );
}

/**
 * The founder's score beside all others' and each group shown on its own, as bars with their numbers.
 * Without others' figure (too few could judge it) the row says so instead of a bar.
 */
export function ComparisonFigures({
  subject,
  self,
  others,
  groups,
}: {
  subject: string;
  self: number | null;
  others: Others | null;
  groups: Group[];
}) {
  return (
    <ul className="flex flex-col gap-3">
      {self !== null && <FigureRow label={copy.self} score={self} subject={subject} />}
      {others ? (
        <FigureRow label={copy.allOthers} score={others.mean} subject={subject} others={others} />
      ) : (
        <li className="grid grid-cols-[6.75rem_1fr] items-center gap-3 sm:grid-cols-[10rem_1fr]">
          <span className="text-ink text-sm">{copy.allOthers}</span>
          <span className="text-muted text-sm">{copy.notEnough}</span>
        </li>
      )}
      {others &&
        groups.map((group) => (
          <FigureRow
            key={group.relationship}
            label={RATER_GROUP_LABELS[group.relationship]}
            score={group.others.mean}
            subject={subject}
            others={group.others}
          />
        ))}
    </ul>
  );
}

/** 'Difference +0.6' beside a heading, when both sides have a score. */
export function GapNote({ gap }: { gap: number | null }) {
  if (gap === null) return null;
  return (
    <span className="text-muted text-sm tabular-nums">
      {copy.gap} {formatGap(gap)}
    </span>
  );
}
