import { useState } from 'react';
import { PASSWORD_MIN_LENGTH_MAX, type SecuritySettingsView } from '../../../../contract/admin';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { useAuditLog, useSaveSettings, useSecurityOverview, useSettings } from '../api/security';
import { adminCopy } from '../copy';
import { formatDateTime } from '../lib/format';
import { Empty, PageHeader, Panel, QueryState, TableWrap, table } from './admin-ui';

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
                <TableWrap label={copy.eventsTitle} maxHeight="max-h-[28rem]">
                  <table className={table.table}>
                    <caption className={table.caption}>{copy.eventsTitle}</caption>
                    <thead>
                      <tr>
                        <th scope="col" className={table.th}>
                          {copy.when}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.event}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.severity}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.user}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.ip}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.details}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.events.map((e) => (
                        <tr key={e.id}>
                          <td className={table.tdMeta}>{formatDateTime(e.createdAt)}</td>
                          <td className={table.td}>{e.eventType}</td>
                          <td className={table.td}>{e.severity}</td>
                          <td className={table.td}>{e.userEmail ?? e.userId ?? adminCopy.common.none}</td>
                          <td className={table.tdMeta}>{e.ipAddress ?? adminCopy.common.none}</td>
                          <td className={table.tdMuted}>
                            <Details value={e.details} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              )}
            </Panel>
            <Panel id="rate-limits" title={copy.rateLimitsTitle} description={copy.rateLimitsDescription}>
              {data.rateLimits.length === 0 ? (
                <Empty>{copy.rateLimitsEmpty}</Empty>
              ) : (
                <TableWrap label={copy.rateLimitsTitle} maxHeight="max-h-[28rem]">
                  <table className={table.table}>
                    <caption className={table.caption}>{copy.rateLimitsTitle}</caption>
                    <thead>
                      <tr>
                        <th scope="col" className={table.th}>
                          {copy.endpoint}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.identifier}
                        </th>
                        <th scope="col" className={table.thNum}>
                          {copy.requests}
                        </th>
                        <th scope="col" className={table.thNum}>
                          {copy.limit}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.windowStart}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.status}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.rateLimits.map((r) => (
                        <tr key={`${r.identifier}|${r.endpoint}`}>
                          <td className={table.td}>{r.endpoint}</td>
                          <td className={table.tdMeta}>{r.identifier}</td>
                          <td className={table.tdNum}>{r.requestCount}</td>
                          <td className={table.tdNum}>{r.limit ?? adminCopy.common.none}</td>
                          <td className={table.tdMeta}>{formatDateTime(r.windowStart)}</td>
                          <td
                            className={
                              r.limited
                                ? `${table.td} whitespace-nowrap font-semibold text-score-low`
                                : table.tdMeta
                            }
                          >
                            {r.limited ? copy.limited : r.limit === null ? adminCopy.common.none : copy.ok}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              )}
            </Panel>
            <Panel id="suspicious" title={copy.suspiciousTitle} description={copy.suspiciousDescription}>
              {data.suspiciousSessions.length === 0 ? (
                <Empty>{copy.suspiciousEmpty}</Empty>
              ) : (
                <TableWrap label={copy.suspiciousTitle} maxHeight="max-h-[28rem]">
                  <table className={table.table}>
                    <caption className={table.caption}>{copy.suspiciousTitle}</caption>
                    <thead>
                      <tr>
                        <th scope="col" className={table.th}>
                          {copy.session}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.user}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.ip}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.lastActivity}
                        </th>
                        <th scope="col" className={table.thNum}>
                          {copy.threatScore}
                        </th>
                        <th scope="col" className={table.th}>
                          {copy.flagged}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.suspiciousSessions.map((s) => (
                        <tr key={s.sessionId}>
                          <td className={`${table.tdMeta} font-mono text-xs`}>{s.sessionId}</td>
                          <td className={table.td}>{s.userEmail ?? s.userId ?? adminCopy.common.none}</td>
                          <td className={table.tdMeta}>{s.ipAddress ?? adminCopy.common.none}</td>
                          <td className={table.tdMeta}>{formatDateTime(s.lastActivity)}</td>
                          <td className={table.tdNum}>{s.threatScore}</td>
                          <td className={table.td}>{s.isSuspicious ? copy.yes : copy.no}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
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
              <TableWrap label={copy.auditTitle} maxHeight="max-h-[32rem]">
                <table className={table.table}>
                  <caption className={table.caption}>{copy.auditTitle}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={table.th}>
                        {copy.when}
                      </th>
                      <th scope="col" className={table.th}>
                        {copy.who}
                      </th>
                      <th scope="col" className={table.th}>
                        {copy.what}
                      </th>
                      <th scope="col" className={table.th}>
                        {copy.target}
                      </th>
                      <th scope="col" className={table.th}>
                        {copy.details}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.entries.map((entry) => (
                      <tr key={entry.id}>
                        <td className={table.tdMeta}>{formatDateTime(entry.createdAt)}</td>
                        <td className={table.td}>{entry.actorEmail ?? copy.deletedAdmin}</td>
                        <td className={table.td}>{entry.action}</td>
                        <td className={`${table.tdMeta} font-mono text-xs`}>
                          {entry.target ?? adminCopy.common.none}
                        </td>
                        <td className={table.tdMuted}>
                          <Details value={entry.details} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
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
