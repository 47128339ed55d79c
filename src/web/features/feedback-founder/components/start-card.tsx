import { Users } from 'lucide-react';
import { founderFeedbackCopy } from '../../../../content/feedback-copy';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { showRateLimitToast } from '../../../lib/error-toast';
import { useOpenRound } from '../hooks/use-feedback-mutations';
import { AnonymityPoints } from './anonymity-points';

const copy = founderFeedbackCopy;

/** Opens a round on the result on the page; a refusal is said beside the button. */
function useOpenRoundAction(resultId: string) {
  const open = useOpenRound();
  const failed = open.isError && !(open.error instanceof ApiError && open.error.isRateLimited);
  return {
    pending: open.isPending,
    failed,
    start: () =>
      open.mutate(resultId, {
        onError: (error) => {
          if (error instanceof ApiError && error.isRateLimited) showRateLimitToast(error.retryAfter);
        },
      }),
  };
}

function OpenFailed() {
  return (
    <p role="alert" className="text-score-low text-sm">
      {copy.errors.actionFailed}
    </p>
  );
}

/** No round yet: what a round is, what stays anonymous, and 'Invite raters'. */
export function StartCard({ resultId }: { resultId: string }) {
  const action = useOpenRoundAction(resultId);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-[var(--theme-soft)] sm:flex">
          <Users aria-hidden="true" className="size-6 text-[var(--theme-deep)]" />
        </span>
        <div className="flex flex-col gap-2">
          <h3 className="font-display text-ink text-xl sm:text-2xl">{copy.start.title}</h3>
          <p className="text-ink/90 leading-relaxed">{copy.start.body}</p>
        </div>
      </div>
      <AnonymityPoints />
      <div className="flex flex-col items-start gap-2" data-print="hide">
        <Button onClick={action.start} disabled={action.pending}>
          {action.pending ? copy.start.opening : copy.start.button}
        </Button>
        {action.failed && <OpenFailed />}
      </div>
    </div>
  );
}

/**
 * A new round for the page's assessment: it is newer than the founder's last round, or its own round
 * is closed.
 */
export function NewRoundOffer({ resultId, reason }: { resultId: string; reason: 'later' | 'closed' }) {
  const action = useOpenRoundAction(resultId);
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-line p-5" data-print="hide">
      <p className="text-ink">{reason === 'later' ? copy.start.earlierRound : copy.start.closedRound}</p>
      <Button onClick={action.start} disabled={action.pending}>
        {action.pending
          ? copy.start.opening
          : reason === 'later'
            ? copy.start.newRound
            : copy.start.anotherRound}
      </Button>
      {action.failed && <OpenFailed />}
    </div>
  );
}
