import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { founderFeedbackCopy } from '../../../../content/feedback-copy';
import type { RoundView } from '../../../../contract/feedback';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingState } from '../../../components/ui/loading-state';
import { toast } from '../../../components/ui/toast';
import { showErrorToast } from '../../../lib/error-toast';
import { roundQuery } from '../api/feedback-api';
import { useCloseRound } from '../hooks/use-feedback-mutations';
import { formatDay } from '../lib/format';
import { AnonymityPoints } from './anonymity-points';
import { FeedbackReport } from './feedback-report';
import { InviteForm } from './invite-form';
import { InvitesList } from './invites-list';
import { LoadFailed } from './load-failed';
import { PersonalLinkForm } from './personal-link-form';
import { RoundCounts } from './round-counts';

const copy = founderFeedbackCopy;

function CloseRound({ roundId, onClosed }: { roundId: string; onClosed(): void }) {
  const close = useCloseRound(roundId);
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await close.mutateAsync();
      toast.success(copy.round.closedToast, { id: 'feedback-close' });
      onClosed();
    } catch (error) {
      showErrorToast(error, copy.round.close, copy.errors.actionFailed);
    }
    setOpen(false);
  };
  return (
    <div className="border-line border-t pt-5" data-print="hide">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {copy.round.close}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={copy.round.close}
        description={copy.round.closeConfirm}
        confirmLabel={copy.round.close}
        cancelLabel={copy.round.closeCancel}
        pending={close.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

/** A round as the founder manages it: counts, the report once ready, invites while it is open. */
export function RoundDetail({ round }: { round: RoundView }) {
  const isOpen = round.status === 'open';
  // Closing removes the forms and the button: focus goes to the round's heading instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  useEffect(() => {
    if (!focusHeading || isOpen) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading, isOpen]);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h3 ref={heading} tabIndex={-1} className="font-display text-ink text-xl sm:text-2xl">
          {copy.round.title(formatDay(round.createdAt))}
        </h3>
        <p className="text-muted text-sm">
          {copy.round.forAssessment(formatDay(round.resultCompletedAt))}
          {round.closedAt && ` · ${copy.round.closed(formatDay(round.closedAt))}`}
        </p>
      </div>
      <RoundCounts report={round.report} />
      {round.report.status === 'ready' && <FeedbackReport report={round.report} />}
      {isOpen && (
        <div className="flex flex-col gap-4 border-line border-t pt-6" data-print="hide">
          <div className="grid gap-8 md:grid-cols-2">
            <InviteForm roundId={round.id} />
            <PersonalLinkForm roundId={round.id} />
          </div>
          <p className="text-muted text-sm">
            {copy.invite.limit} {copy.invite.validity}
          </p>
        </div>
      )}
      <div data-print="hide">
        <InvitesList roundId={round.id} invites={round.invites} />
      </div>
      {isOpen && <AnonymityPoints headingLevel={4} />}
      {isOpen && <CloseRound roundId={round.id} onClosed={() => setFocusHeading(true)} />}
    </div>
  );
}

export function RoundPanel({ roundId }: { roundId: string }) {
  const round = useQuery(roundQuery(roundId));
  if (round.isPending) return <LoadingState text={copy.loading} />;
  if (round.isError) return <LoadFailed onRetry={() => void round.refetch()} />;
  return <RoundDetail round={round.data} />;
}
