import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { sharingCopy } from '../../../../content/sharing-copy';
import type { ShareLink } from '../../../../contract/sharing';
import { formatDateTime, formatLongDate } from '../../../../domain/dates';
import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  SHARE_EXPIRY_DAYS,
  SHARE_SCOPES,
  type ShareExpiryDays,
  type ShareScope,
} from '../../../../domain/share-rules';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CopyableLink } from '../../../components/ui/copyable-link';
import { cx } from '../../../components/ui/cx';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { showErrorToast, showRateLimitToast } from '../../../lib/error-toast';
import { createShare, revokeShare, shareKeys, sharesQuery } from '../api/sharing-api';

const copy = sharingCopy.dialog;

/** Scope and expiry, then 'Create link'. */
function ShareForm({ resultId }: { resultId: string }) {
  const client = useQueryClient();
  const [scope, setScope] = useState<ShareScope>('scores');
  const [days, setDays] = useState<ShareExpiryDays>(DEFAULT_SHARE_EXPIRY_DAYS);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationKey: ['share-create'],
    mutationFn: () => createShare(resultId, { scope, expiresInDays: days }),
    onSuccess: async (created) => {
      setUrl(created.url);
      await client.invalidateQueries({ queryKey: shareKeys.list(resultId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isRateLimited) showRateLimitToast(error.retryAfter);
      else setProblem(error instanceof ApiError && error.status > 0 ? error.message : copy.loadFailed);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setUrl(null);
    create.mutate();
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-ink">{copy.scopeLegend}</legend>
        {SHARE_SCOPES.map((option) => (
          <label
            key={option}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-card border p-3 transition-colors',
              scope === option ? 'border-inner-600 bg-inner-100' : 'border-line bg-white hover:bg-paper',
            )}
          >
            <input
              type="radio"
              name="share-scope"
              value={option}
              checked={scope === option}
              onChange={() => setScope(option)}
              aria-describedby={`share-scope-${option}-help`}
              className="mt-1 size-4 accent-inner-600"
            />
            <span className="flex flex-col">
              <span className="font-medium text-ink">{copy.scopes.labels[option]}</span>
              <span id={`share-scope-${option}-help`} className="text-muted text-sm">
                {copy.scopes.descriptions[option]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <SelectField
        label={copy.expiryLabel}
        value={String(days)}
        onChange={(event) => setDays(Number(event.target.value) as ShareExpiryDays)}
        options={SHARE_EXPIRY_DAYS.map((d) => ({ value: String(d), label: copy.expiryOption(d) }))}
      />
      {problem && (
        <p role="alert" className="text-score-low text-sm">
          {problem}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={create.isPending}>
        <Link2 aria-hidden="true" className="size-4" />
        {create.isPending ? copy.creating : copy.create}
      </Button>
      {url && (
        <CopyableLink
          url={url}
          label={copy.urlLabel}
          hint={copy.createdNote}
          copyLabel={copy.copy}
          copiedText={copy.copied}
          copyFailedText={copy.copyFailed}
          className="bg-inner-100"
          data-testid="created-share"
        />
      )}
    </form>
  );
}

const STATE_CLASSES: Record<ShareLink['state'], string> = {
  active: 'bg-outer-100 text-outer-900',
  revoked: 'bg-line text-ink',
  expired: 'bg-line text-ink',
};

function ShareRow({ link, onRevoke }: { link: ShareLink; onRevoke(link: ShareLink): void }) {
  const ends =
    link.state === 'revoked' && link.revokedAt
      ? copy.revokedOn(formatLongDate(link.revokedAt))
      : link.state === 'expired'
        ? copy.expired(formatLongDate(link.expiresAt))
        : copy.expires(formatLongDate(link.expiresAt));
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-ink">{copy.scopes.labels[link.scope]}</span>
          <span className={cx('rounded-full px-2 py-0.5 font-medium text-xs', STATE_CLASSES[link.state])}>
            {copy.state[link.state]}
          </span>
        </p>
        <p className="text-muted text-sm">
          {copy.created(formatLongDate(link.createdAt))} · {ends}
        </p>
        <p className="flex items-center gap-1.5 text-muted text-sm">
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          {copy.views(link.viewCount, link.lastViewedAt ? formatDateTime(link.lastViewedAt) : null)}
        </p>
      </div>
      {link.state === 'active' && (
        <Button
          variant="secondary"
          className="self-start sm:self-center"
          aria-label={`${copy.revoke}: ${copy.scopes.labels[link.scope]}, ${copy.created(formatDateTime(link.createdAt))}`}
          onClick={() => onRevoke(link)}
        >
          {copy.revoke}
        </Button>
      )}
    </li>
  );
}

/** The result's links with their views, each revocable after a confirmation. */
function ShareList({ resultId }: { resultId: string }) {
  const client = useQueryClient();
  const links = useQuery(sharesQuery(resultId));
  const [confirming, setConfirming] = useState<ShareLink | null>(null);
  const revoke = useMutation({
    mutationKey: ['share-revoke'],
    mutationFn: (shareId: string) => revokeShare(shareId),
    onSuccess: async () => {
      setConfirming(null);
      toast.success(copy.revoked);
      await client.invalidateQueries({ queryKey: shareKeys.list(resultId) });
    },
    onError: (error) => showErrorToast(error, copy.revokeTitle, copy.loadFailed),
  });
  return (
    <section aria-labelledby="share-list-title" className="mt-6 border-line border-t pt-4">
      <h3 id="share-list-title" className="font-semibold text-ink text-lg">
        {copy.listTitle}
      </h3>
      {links.isPending ? (
        <p className="mt-2 text-muted text-sm">…</p>
      ) : links.isError ? (
        <div className="mt-2 flex items-center gap-3">
          <p className="text-muted text-sm">{copy.loadFailed}</p>
          <Button variant="ghost" onClick={() => void links.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : links.data.length === 0 ? (
        <p className="mt-2 text-muted text-sm">{copy.empty}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={copy.listTitle}>
          {links.data.map((link) => (
            <ShareRow key={link.id} link={link} onRevoke={setConfirming} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={copy.revokeTitle}
        description={copy.revokeBody}
        confirmLabel={copy.revokeConfirm}
        cancelLabel={copy.cancel}
        pending={revoke.isPending}
        onConfirm={() => confirming && revoke.mutate(confirming.id)}
      />
    </section>
  );
}

/** 'Share your report': make a link (scope, expiry), copy it, see the links' views, revoke them. */
export default function ShareDialog({
  resultId,
  open,
  onOpenChange,
}: {
  resultId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={copy.title} description={copy.description} className="max-w-xl">
          <ShareForm resultId={resultId} />
          <ShareList resultId={resultId} />
        </DialogContent>
      )}
    </Dialog>
  );
}
