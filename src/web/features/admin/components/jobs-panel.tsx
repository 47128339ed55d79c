import type { AdminJobs } from '../../../../contract/jobs';
import { useJobs } from '../api/jobs';
import { adminCopy } from '../copy';
import { formatDateTime, formatNumber } from '../lib/format';
import { Empty, Panel, QueryState, TableWrap, table } from './admin-ui';

const copy = adminCopy.jobs;
const STATUSES = ['queued', 'running', 'done', 'failed'] as const;
const kindLabel = (kind: string) => copy.kinds[kind] ?? kind;

/** The job queue at a glance: jobs per kind and status, and the latest failures (never a payload). */
export function JobsPanel() {
  const jobs = useJobs();
  return (
    <Panel id="jobs" title={copy.title} description={copy.lead}>
      <QueryState query={jobs} loadingText={copy.loading}>
        {(data) => (data.counts.length === 0 ? <Empty>{copy.empty}</Empty> : <Jobs data={data} />)}
      </QueryState>
    </Panel>
  );
}

function Jobs({ data }: { data: AdminJobs }) {
  const kinds = [...new Set(data.counts.map((row) => row.kind))];
  const countOf = (kind: string, status: (typeof STATUSES)[number]) =>
    data.counts.find((row) => row.kind === kind && row.status === status)?.count ?? 0;
  return (
    <div className="flex flex-col gap-5">
      <TableWrap label={copy.countsTitle}>
        <table className={table.table}>
          <caption className={table.caption}>{copy.countsTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className={table.th}>
                {copy.job}
              </th>
              {STATUSES.map((status) => (
                <th key={status} scope="col" className={table.thNum}>
                  {copy.statuses[status]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind}>
                <th scope="row" className={`${table.td} whitespace-nowrap font-normal`}>
                  {kindLabel(kind)}
                </th>
                {STATUSES.map((status) => (
                  <td key={status} className={table.tdNum}>
                    {formatNumber(countOf(kind, status))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{copy.failuresTitle}</h3>
        {data.failed.length === 0 ? (
          <p className="text-muted text-sm">{copy.noFailures}</p>
        ) : (
          <TableWrap label={copy.failuresTitle} maxHeight="max-h-[24rem]">
            <table className={table.table}>
              <caption className={table.caption}>{copy.failuresTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className={table.th}>
                    {copy.job}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.id}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.attempts}
                  </th>
                  <th scope="col" className={table.th}>
                    {copy.error}
                  </th>
                  <th scope="col" className={table.th}>
                    {copy.finished}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.failed.map((job) => (
                  <tr key={job.id}>
                    <th scope="row" className={`${table.td} whitespace-nowrap font-normal`}>
                      {kindLabel(job.kind)}
                    </th>
                    <td className={table.tdNum}>{job.id}</td>
                    <td className={table.tdNum}>{formatNumber(job.attempts)}</td>
                    <td className={`${table.td} min-w-64 break-words`}>{job.lastError ?? '—'}</td>
                    <td className={table.tdMeta}>{formatDateTime(job.finishedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </div>
    </div>
  );
}
