import { founderFeedbackCopy, RATER_GROUP_LABELS } from '../../../../content/feedback-copy';
import type { FeedbackReportView } from '../../../../contract/feedback';

const copy = founderFeedbackCopy.counts;

/**
 * How many of those invited have answered, per group once a group may be shown, and while waiting how
 * many more answers it takes. Never who.
 */
export function RoundCounts({ report }: { report: FeedbackReportView }) {
  const { counts } = report;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-ink text-lg">{copy.answeredOf(counts.answered, counts.invited)}</p>
      {report.status === 'waiting' && <p className="text-ink/90">{copy.waiting(report.needed)}</p>}
      {counts.groups.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="font-medium text-ink text-sm">{copy.groupsTitle}</h4>
          <ul className="flex flex-wrap gap-2">
            {counts.groups.map((group) => (
              <li
                key={group.relationship}
                className="rounded-full bg-[var(--theme-soft)] px-3 py-1 text-[var(--theme-deep)] text-sm"
              >
                {copy.group(RATER_GROUP_LABELS[group.relationship], group.answered, group.invited)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {counts.answered > 0 && <p className="text-muted text-sm">{copy.groupsHidden}</p>}
    </div>
  );
}
