import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountCopy } from '../../../../content/account-copy';
import { planCopy } from '../../../../content/plan-copy';
import { dataExportFileName } from '../../../../domain/account';
import { deleteConfirmationSchema } from '../../../../domain/account-deletion';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/loading-state';
import { toast } from '../../../components/ui/toaster';
import { meQuery } from '../../auth/api/auth-api';
import { forgetSignedInState } from '../../auth/hooks/use-me';
import { clearAllAccountStorage } from '../../auth/lib/auth-storage';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../layout/footer-visibility';
import { PlanReminderSettings } from '../../plan/components/plan-reminder-settings';
import { consentHistoryQuery, deleteAccount, exportData, resultHistoryQuery } from '../api/account-api';
import { formatDate, formatDateTime } from '../lib/format';

const copy = accountCopy.data;

// The window event that opens this dialog; kept apart so the results page listens without loading it.
export { openUserDataManager, SHOW_USER_DATA_MANAGER_EVENT } from '../lib/user-data-manager';

/** Saves text as a file through a Blob: the export's download. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Your Data & Privacy': what we hold (account, profile, assessments, consent), the export as a JSON
 * file named with the date, the consent records and cookie settings, and deleting everything after
 * typing DELETE. After the deletion the user is signed out.
 */
export function DataPrivacyDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={copy.title} description={copy.description} className="max-w-2xl">
          <DataPrivacyBody onClose={() => onOpenChange(false)} onDeleted={onDeleted} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 border-line border-t pt-5 first:border-t-0 first:pt-0"
    >
      <h3 id={id} className="font-semibold text-ink text-lg">
        {title}
      </h3>
      {children}
    </section>
  );
}

function DataPrivacyBody({ onClose, onDeleted }: { onClose(): void; onDeleted(): void }) {
  const me = useQuery({ ...meQuery(), staleTime: 0 });
  const history = useQuery(resultHistoryQuery());
  const consent = useQuery(consentHistoryQuery());
  const [exporting, setExporting] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const failed = me.isError || history.isError || consent.isError;
  const loading = me.isPending || history.isPending || consent.isPending;
  const retry = () => {
    if (me.isError) void me.refetch();
    if (history.isError) void history.refetch();
    if (consent.isError) void consent.refetch();
  };
  const retryRef = useRef(retry);
  retryRef.current = retry;

  useEffect(() => {
    if (!failed) return;
    toast.error(copy.loadFailed, {
      id: copy.loadFailed,
      action: { label: copy.retry, onClick: () => retryRef.current() },
    });
  }, [failed]);

  const onExport = async () => {
    setExporting(true);
    try {
      const data = await exportData();
      downloadJson(data, dataExportFileName(new Date()));
      toast.success(copy.exported, { id: copy.exported });
    } catch {
      toast.error(copy.exportFailed, { id: copy.exportFailed });
    } finally {
      setExporting(false);
    }
  };

  const openCookieSettings = () => {
    onClose();
    window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
  };

  const user = me.data?.user;
  const profile = me.data?.profile;
  const results = history.data?.results ?? [];
  const latest = results[0];

  return (
    <div className="flex flex-col gap-5">
      <Section title={copy.summaryTitle} id="data-summary">
        {loading && !failed && <LoadingState text={copy.loading} className="py-6" />}
        {failed && (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-paper p-4">
            <p className="flex items-center gap-2 text-ink">
              <CircleAlert aria-hidden="true" className="size-5 text-score-low" />
              {copy.loadFailed}
            </p>
            <Button variant="secondary" onClick={retry}>
              {copy.retry}
            </Button>
          </div>
        )}
        {!loading && !failed && user && (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-muted">{copy.name}</dt>
            <dd className="text-ink">{profile?.full_name || user.name}</dd>
            <dt className="font-medium text-muted">{copy.email}</dt>
            <dd className="text-ink">
              <span className="break-all">{user.email}</span>{' '}
              <span className="whitespace-nowrap text-muted">({copy.emailStatus(user.emailVerified)})</span>
            </dd>
            {profile && (
              <>
                <dt className="font-medium text-muted">{copy.memberSince}</dt>
                <dd className="text-ink">{formatDate(profile.created_at)}</dd>
                <dt className="font-medium text-muted">{copy.profile}</dt>
                <dd className="text-ink">{copy.profileStatus(profile.profile_completed)}</dd>
              </>
            )}
            <dt className="font-medium text-muted">{copy.assessments}</dt>
            <dd className="text-ink">{results.length}</dd>
            <dt className="font-medium text-muted">{copy.latestAssessment}</dt>
            <dd className="text-ink">{latest ? formatDate(latest.completedAt) : copy.none}</dd>
          </dl>
        )}
      </Section>

      <Section title={copy.exportTitle} id="data-export">
        <p className="text-muted text-sm">{copy.exportBody}</p>
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => void onExport()}
          disabled={exporting}
          aria-busy={exporting || undefined}
        >
          {exporting ? copy.exporting : copy.exportButton}
        </Button>
      </Section>

      <Section title={copy.consentTitle} id="data-consent">
        <p className="text-muted text-sm">{copy.consentBody}</p>
        {consent.data &&
          (consent.data.entries.length === 0 ? (
            <p className="text-sm text-ink">{copy.consentNone}</p>
          ) : (
            <ol className="flex flex-col divide-y divide-line rounded-card border border-line text-sm">
              {consent.data.entries.map((entry) => (
                <li key={entry.id} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:justify-between">
                  <span className="text-ink">{copy.consentEntry(entry.analytics, entry.marketing)}</span>
                  <span className="text-muted">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> ·{' '}
                    {copy.consentVersion(entry.version)}
                  </span>
                </li>
              ))}
            </ol>
          ))}
        <Button variant="secondary" className="self-start" onClick={openCookieSettings}>
          {copy.cookieSettings}
        </Button>
      </Section>

      <Section title={planCopy.account.title} id="data-plan-reminders">
        <PlanReminderSettings />
      </Section>

      <Section title={copy.deleteTitle} id="data-delete">
        <p className="text-muted text-sm">{copy.deleteBody}</p>
        <Button variant="destructive" className="self-start" onClick={() => setConfirmOpen(true)}>
          {copy.deleteButton}
        </Button>
        <DeleteConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          onDeleted={() => {
            setConfirmOpen(false);
            onDeleted();
          }}
        />
      </Section>
    </div>
  );
}

const deleteFormSchema = z.object({ confirm: deleteConfirmationSchema });
type DeleteForm = z.infer<typeof deleteFormSchema>;

/**
 * The confirmation the spec asks for: type DELETE, then every row about the user goes. Focus starts
 * in the field to type into, not on a button that an Enter pressed out of habit would press.
 */
function DeleteConfirmDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}) {
  const field = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={copy.deleteTitle}
          description={copy.deleteBody}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            field.current?.focus();
          }}
        >
          <DeleteConfirmForm field={field} onCancel={() => onOpenChange(false)} onDeleted={onDeleted} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DeleteConfirmForm({
  field,
  onCancel,
  onDeleted,
}: {
  field: RefObject<HTMLInputElement | null>;
  onCancel(): void;
  onDeleted(): void;
}) {
  const client = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const form = useForm<DeleteForm>({
    resolver: zodResolver(deleteFormSchema) as Resolver<DeleteForm>,
    defaultValues: { confirm: '' },
  });
  const submit = form.handleSubmit(async () => {
    setDeleting(true);
    try {
      await deleteAccount();
    } catch {
      toast.error(copy.deleteFailed, { id: copy.deleteFailed });
      setDeleting(false);
      return;
    }
    clearAllAccountStorage();
    await forgetSignedInState(client);
    toast.success(copy.deleted, { id: copy.deleted });
    onDeleted();
  });
  const { ref: registerRef, ...confirmField } = form.register('confirm');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={copy.deleteConfirmLabel}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={form.formState.errors.confirm?.message}
        {...confirmField}
        ref={(element) => {
          registerRef(element);
          field.current = element;
        }}
      />
      <DialogFooter className="mt-2">
        <Button variant="secondary" onClick={onCancel}>
          {copy.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={deleting} aria-busy={deleting || undefined}>
          {deleting ? copy.deleting : copy.deleteConfirmButton}
        </Button>
      </DialogFooter>
    </form>
  );
}
