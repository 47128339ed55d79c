import { useState } from 'react';
import { PASSWORD_MIN_LENGTH_MAX, type SecuritySettingsView } from '../../../../contract/admin';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { useAuditLog, useSaveSettings, useSecurityOverview, useSettings } from '../api/security';
import { adminCopy } from '../copy';
import { formatDateTime } from '../lib/format';
import { DataTable, Empty, PageHeader, Panel, QueryState, table } from './admin-ui';

const copy = adminCopy.security;

export function SecurityScreen() {
  const settings = useSettings();
  const overview = useSecurityOverview();
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <Panel id="settings" title={copy.settingsTitle}>
        <QueryState query={settings} loadingText={copy.settingsLoading}>
          {(data) => <SettingsForm key={data.updatedAt ?? 'defaults'} settings={data} />}
        </QueryState>
      </Panel>
      <AuditLogPanel />
      <QueryState query={overview} loadingText={copy.overviewLoading}>
        {(data) => (
          <>
            <Panel id="events" title={copy.eventsTitle} description={copy.eventsDescription}>
              {data.events.length === 0 ? (
                <Empty>{copy.eventsEmpty}</Empty>
              ) : (
                <DataTable
                  label={copy.eventsTitle}
                  maxHeight="max-h-[28rem]"
                  rows={data.events}
                  rowKey={(e) => e.id}
                  columns={[
                    { header: copy.when, className: table.tdMeta, cell: (e) => formatDateTime(e.createdAt) },
                    { header: copy.event, cell: (e) => e.eventType },
                    { header: copy.severity, cell: (e) => e.severity },
                    { header: copy.user, cell: (e) => e.userEmail ?? e.userId ?? adminCopy.common.none },
                    {
                      header: copy.ip,
                      className: table.tdMeta,
                      cell: (e) => e.ipAddress ?? adminCopy.common.none,
                    },
                    {
                      header: copy.details,
                      className: table.tdMuted,
                      cell: (e) => <Details value={e.details} />,
                    },
                  ]}
                />
              )}
            </Panel>
            <Panel id="rate-limits" title={copy.rateLimitsTitle} description={copy.rateLimitsDescription}>
              {data.rateLimits.length === 0 ? (
                <Empty>{copy.rateLimitsEmpty}</Empty>
              ) : (
                <DataTable
                  label={copy.rateLimitsTitle}
                  maxHeight="max-h-[28rem]"
                  rows={data.rateLimits}
                  rowKey={(r) => `${r.identifier}|${r.endpoint}`}
                  columns={[
                    { header: copy.endpoint, cell: (r) => r.endpoint },
                    { header: copy.identifier, className: table.tdMeta, cell: (r) => r.identifier },
                    { header: copy.requests, numeric: true, cell: (r) => r.requestCount },
                    { header: copy.limit, numeric: true, cell: (r) => r.limit ?? adminCopy.common.none },
                    {
                      header: copy.windowStart,
                      className: table.tdMeta,
                      cell: (r) => formatDateTime(r.windowStart),
                    },
                    {
                      header: copy.status,
                      className: (r) =>
                        r.limited
                          ? `${table.td} whitespace-nowrap font-semibold text-score-low`
                          : table.tdMeta,
                      cell: (r) =>
                        r.limited ? copy.limited : r.limit === null ? adminCopy.common.none : copy.ok,
                    },
                  ]}
                />
              )}
            </Panel>
            <Panel id="suspicious" title={copy.suspiciousTitle} description={copy.suspiciousDescription}>
              {data.suspiciousSessions.length === 0 ? (
                <Empty>{copy.suspiciousEmpty}</Empty>
              ) : (
                <DataTable
                  label={copy.suspiciousTitle}
                  maxHeight="max-h-[28rem]"
                  rows={data.suspiciousSessions}
                  rowKey={(s) => s.sessionId}
                  columns={[
                    {
                      header: copy.session,
                      className: `${table.tdMeta} font-mono text-xs`,
                      cell: (s) => s.sessionId,
                    },
                    { header: copy.user, cell: (s) => s.userEmail ?? s.userId ?? adminCopy.common.none },
                    {
                      header: copy.ip,
                      className: table.tdMeta,
                      cell: (s) => s.ipAddress ?? adminCopy.common.none,
                    },
                    {
                      header: copy.lastActivity,
                      className: table.tdMeta,
                      cell: (s) => formatDateTime(s.lastActivity),
                    },
                    { header: copy.threatScore, numeric: true, cell: (s) => s.threatScore },
                    { header: copy.flagged, cell: (s) => (s.isSuspicious ? copy.yes : copy.no) },
                  ]}
                />
              )}
            </Panel>
          </>
        )}
      </QueryState>
    </>
  );
}

function Details({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>{adminCopy.common.none}</>;
  const text = JSON.stringify(value);
  return (
    <code className="block max-w-xs truncate font-mono text-xs" title={text}>
      {text}
    </code>
  );
}

function SettingsForm({ settings }: { settings: SecuritySettingsView }) {
  const save = useSaveSettings();
  const [requireEmailConfirmation, setRequire] = useState(settings.requireEmailConfirmation);
  const [devtoolsDeterrent, setDevtools] = useState(settings.devtoolsDeterrent);
  const [length, setLength] = useState(String(settings.passwordMinLength));
  const [error, setError] = useState<string | undefined>();
  const parsed = Number(length);
  const changed =
    requireEmailConfirmation !== settings.requireEmailConfirmation ||
    devtoolsDeterrent !== settings.devtoolsDeterrent ||
    parsed !== settings.passwordMinLength;

  const submit = () => {
    if (!Number.isInteger(parsed) || parsed < PASSWORD_MIN_LENGTH || parsed > PASSWORD_MIN_LENGTH_MAX) {
      setError(copy.passwordMinLengthInvalid(PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_MAX));
      return;
    }
    save.mutate(
      { requireEmailConfirmation, devtoolsDeterrent, passwordMinLength: parsed },
      { onSuccess: () => toast.success(copy.settingsSaved) },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      className="flex max-w-2xl flex-col gap-3"
    >
      <CheckboxField
        label={copy.requireEmailConfirmation}
        hint={copy.requireEmailConfirmationHint}
        checked={requireEmailConfirmation}
        onChange={(e) => setRequire(e.target.checked)}
      />
      <CheckboxField
        label={copy.devtoolsDeterrent}
        hint={copy.devtoolsDeterrentHint}
        checked={devtoolsDeterrent}
        onChange={(e) => setDevtools(e.target.checked)}
      />
      <TextField
        label={copy.passwordMinLength}
        hint={copy.passwordMinLengthHint(PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_MAX)}
        type="number"
        inputMode="numeric"
        min={PASSWORD_MIN_LENGTH}
        max={PASSWORD_MIN_LENGTH_MAX}
        value={length}
        onChange={(e) => {
          setLength(e.target.value);
          setError(undefined);
        }}
        error={error}
        className="max-w-xs"
      />
      <div className="flex flex-wrap items-center gap-4 pt-2">
        <Button type="submit" disabled={save.isPending || !changed}>
          {save.isPending ? adminCopy.common.saving : copy.saveSettings}
        </Button>
        {settings.updatedAt && (
          <span className="text-muted text-sm">{copy.lastChanged(formatDateTime(settings.updatedAt))}</span>
        )}
      </div>
    </form>
  );
}

function AuditLogPanel() {
  const [pages, setPages] = useState<Array<string | null>>([null]);
  const before = pages[pages.length - 1] ?? null;
  const log = useAuditLog(before);
  return (
    <Panel id="audit" title={copy.auditTitle} description={copy.auditDescription}>
      <QueryState query={log} loadingText={copy.auditLoading}>
        {(data) =>
          data.entries.length === 0 ? (
            <Empty>{copy.auditEmpty}</Empty>
          ) : (
            <div className="flex flex-col gap-3">
              <DataTable
                label={copy.auditTitle}
                maxHeight="max-h-[32rem]"
                rows={data.entries}
                rowKey={(entry) => entry.id}
                columns={[
                  {
                    header: copy.when,
                    className: table.tdMeta,
                    cell: (entry) => formatDateTime(entry.createdAt),
                  },
                  { header: copy.who, cell: (entry) => entry.actorEmail ?? copy.deletedAdmin },
                  { header: copy.what, cell: (entry) => entry.action },
                  {
                    header: copy.target,
                    className: `${table.tdMeta} font-mono text-xs`,
                    cell: (entry) => entry.target ?? adminCopy.common.none,
                  },
                  {
                    header: copy.details,
                    className: table.tdMuted,
                    cell: (entry) => <Details value={entry.details} />,
                  },
                ]}
              />
              <div className="flex gap-3">
                {pages.length > 1 && (
                  <Button variant="secondary" onClick={() => setPages([null])}>
                    {copy.newest}
                  </Button>
                )}
                {data.nextBefore && (
                  <Button variant="secondary" onClick={() => setPages([...pages, data.nextBefore])}>
                    {copy.older}
                  </Button>
                )}
              </div>
            </div>
          )
        }
      </QueryState>
    </Panel>
  );
}
