import type { z } from 'zod';
import type { adminRoundSchema } from '../../../../contract/feedback';
import { useFeedbackRounds } from '../api/feedback';
import { adminCopy } from '../copy';
import { formatDateTime, formatNumber } from '../lib/format';
import { Empty, PageHeader, QueryState, StatCard, TableWrap, table } from './admin-ui';

const copy = adminCopy.feedback;
type AdminRound = z.infer<typeof adminRoundSchema>;

/** Every rater-feedback round with counts only: the admin never sees an answer, comment or rater. */
export function FeedbackRoundsScreen() {
  const rounds = useFeedbackRounds();
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <QueryState query={rounds} loadingText={copy.loading}>
        {(data) => (data.rounds.length === 0 ? <Empty>{copy.empty}</Empty> : <Rounds rounds={data.rounds} />)}
      </QueryState>
    </>
  );
}

function Rounds({ rounds }: { rounds: readonly AdminRound[] }) {
  const sum = (pick: (round: AdminRound) => number) => rounds.reduce((n, round) => n + pick(round), 0);
  const totals = [
    [copy.totals.rounds, rounds.length],
    [copy.totals.open, rounds.filter((round) => round.status === 'open').length],
    [copy.totals.invited, sum((round) => round.invited)],
    [copy.totals.answered, sum((round) => round.answered)],
  ] as const;
  return (
    <>
      <section aria-labelledby="feedback-totals" className="flex flex-col gap-3">
        <h2 id="feedback-totals" className="text-muted text-sm">
          {copy.totalsTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {totals.map(([label, value]) => (
            <StatCard key={label} label={label} value={formatNumber(value)} />
          ))}
        </dl>
      </section>
      <TableWrap label={copy.tableTitle} maxHeight="max-h-[36rem]">
        <table className={table.table}>
          <caption className={table.caption}>{copy.tableTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className={table.th}>
                {copy.founder}
              </th>
              <th scope="col" className={table.th}>
                {copy.status}
              </th>
              <th scope="col" className={table.th}>
                {copy.opened}
              </th>
              <th scope="col" className={table.th}>
                {copy.closed}
              </th>
              <th scope="col" className={table.thNum}>
                {copy.invited}
              </th>
              <th scope="col" className={table.thNum}>
                {copy.answered}
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <th scope="row" className={`${table.td} font-normal`}>
                  {round.founderEmail}
                </th>
                <td className={table.td}>{copy.statuses[round.status]}</td>
                <td className={table.tdMeta}>{formatDateTime(round.createdAt)}</td>
                <td className={table.tdMeta}>{formatDateTime(round.closedAt)}</td>
                <td className={table.tdNum}>{formatNumber(round.invited)}</td>
                <td className={table.tdNum}>{formatNumber(round.answered)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}
