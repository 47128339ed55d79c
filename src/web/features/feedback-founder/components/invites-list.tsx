import { useEffect, useRef, useState } from 'react';
import { founderFeedbackCopy, RATER_RELATIONSHIP_LABELS } from '../../../../content/feedback-copy';
import type { FounderInvite } from '../../../../contract/feedback';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cx } from '../../../components/ui/cx';
import { toast } from '../../../components/ui/toast';
import { showErrorToast } from '../../../lib/error-toast';
import { useRemindInvite, useRevokeInvite } from '../hooks/use-feedback-mutations';
import { formatDay } from '../lib/format';

const copy = founderFeedbackCopy.invites;

const STATE_CLASSES: Record<FounderInvite['state'], string> = {
  active: 'bg-[var(--theme-soft)] text-[var(--theme-deep)]',
  revoked: 'bg-line text-ink',
  expired: 'bg-line text-ink',
  closed: 'bg-line text-ink',
};

const recipientOf = (invite: FounderInvite) => invite.email ?? copy.personalLink;

function InviteRow({
  invite,
  onRevoke,
  onRemind,
  reminding,
}: {
  invite: FounderInvite;
  onRevoke(): void;
  onRemind(): void;
  reminding: boolean;
}) {
  const recipient = recipientOf(invite);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="break-all font-medium text-ink">
          <span className="sr-only">{copy.columns.recipient}: </span>
          {recipient}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted text-sm">
          <span>
            <span className="sr-only">{copy.columns.relationship}: </span>
            {RATER_RELATIONSHIP_LABELS[invite.relationship]}
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {copy.columns.sent} <time dateTime={invite.sentAt}>{formatDay(invite.sentAt)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span className={cx('rounded-full px-2 py-0.5 font-medium text-xs', STATE_CLASSES[invite.state])}>
            <span className="sr-only">{copy.columns.status}: </span>
            {copy.states[invite.state]}
          </span>
          {invite.remindedAt && (
            <>
              <span aria-hidden="true">·</span>
              <span>{copy.reminded}</span>
            </>
          )}
        </p>
      </div>
      {invite.state === 'active' && (
        <div className="flex shrink-0 flex-wrap gap-2" data-print="hide">
          {invite.canRemind && invite.email !== null && (
            <Button
              variant="secondary"
              aria-label={copy.remindLabel(recipient)}
              disabled={reminding}
              onClick={onRemind}
            >
              {copy.remind}
            </Button>
          )}
          <Button variant="ghost" aria-label={copy.revokeLabel(recipient)} onClick={onRevoke}>
            {copy.revoke}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The round's invites: to whom (or 'Personal link'), the relationship, when sent, the link's state;
 * one reminder each, and revoking after a confirmation. Nothing here says who has answered.
 */
export function InvitesList({ roundId, invites }: { roundId: string; invites: FounderInvite[] }) {
  const revoke = useRevokeInvite(roundId);
  const remind = useRemindInvite(roundId);
  const [revoking, setRevoking] = useState<FounderInvite | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a revoke the row's buttons are gone: focus goes to the list, once the dialog has closed.
  const [focusList, setFocusList] = useState(false);
  useEffect(() => {
    if (!focusList || revoking !== null) return;
    heading.current?.focus();
    setFocusList(false);
  }, [focusList, revoking]);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(copy.revoked, { id: 'feedback-revoke' });
      setFocusList(true);
    } catch (error) {
      showErrorToast(error, copy.revoke, founderFeedbackCopy.errors.actionFailed);
    }
    setRevoking(null);
  };

  const sendReminder = (invite: FounderInvite) =>
    remind.mutate(invite.id, {
      onSuccess: () => toast.success(copy.reminderSent(recipientOf(invite)), { id: 'feedback-remind' }),
      onError: (error) => showErrorToast(error, copy.remind, founderFeedbackCopy.errors.actionFailed),
    });

  const anyRemindable = invites.some((invite) => invite.canRemind && invite.email !== null);
  return (
    <div className="flex flex-col gap-2">
      <h4 ref={heading} tabIndex={-1} className="font-semibold text-ink text-lg">
        {copy.title}
      </h4>
      {invites.length === 0 ? (
        <p className="text-muted">{copy.empty}</p>
      ) : (
        <ul className="divide-y divide-line border-line border-y">
          {invites.map((invite) => (
            <InviteRow
              key={invite.id}
              invite={invite}
              reminding={remind.isPending && remind.variables === invite.id}
              onRemind={() => sendReminder(invite)}
              onRevoke={() => setRevoking(invite)}
            />
          ))}
        </ul>
      )}
      {anyRemindable && <p className="text-muted text-sm">{copy.remindHelp}</p>}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking ? copy.revokeLabel(recipientOf(revoking)) : copy.revoke}
        description={copy.revokeConfirm}
        confirmLabel={copy.revoke}
        cancelLabel={copy.revokeCancel}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </div>
  );
}
