import { Link } from 'react-router';
import type { DashboardStats } from '../../../../contract/admin';
import { VersionSelect } from '../../questionnaire-authoring/components/version-select';
import { useDashboard } from '../api/stats';
import { adminCopy } from '../copy';
import { usePeriod, useVersionParam } from '../hooks/use-period';
import { formatDay, formatNumber, formatPercent, formatShortDay } from '../lib/format';
import { versionTag } from '../lib/version-tag';
import { PageHeader, QueryState, StatCard, TableWrap, table } from './admin-ui';
import { ChartCard } from './charts/chart-card';
import { LineChart } from './charts/line-chart';
import { JobsPanel } from './jobs-panel';
import { PeriodPicker } from './period-picker';

const copy = adminCopy.dashboard;
const SERIES = ['visitors', 'started', 'completed', 'signups'] as const;

export function DashboardScreen() {
  const { period, setPeriod } = usePeriod();
  const { version, setVersion } = useVersionParam({ allowAll: true });
  const stats = useDashboard({ ...period, ...(version !== undefined ? { version } : {}) });
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <VersionSelect value={version} onChange={setVersion} allowAll />
        <PeriodPicker period={period} onChange={setPeriod} />
      </div>
      <QueryState query={stats} loadingText={copy.loading}>
        {(data) => <Dashboard data={data} />}
      </QueryState>
      <JobsPanel />
    </>
  );
}

function Dashboard({ data }: { data: DashboardStats }) {
  const days = data.dailyStats;
  const tag = versionTag(data.version);
  const summary = `Line chart of ${SERIES.map((s) => copy.series[s].toLowerCase()).join(', ')} per day from ${formatDay(
    data.period.from,
  )} to ${formatDay(data.period.to)}. The table view lists every value.`;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard
          label={copy.totalVisitors}
          value={formatNumber(data.totalVisitors)}
          hint={copy.totalVisitorsHint}
          tag={versionTag(null)}
        />
        <StatCard label={copy.startedSessions} value={formatNumber(data.startedSessions)} tag={tag} />
        <StatCard
          label={copy.completionRate}
          value={formatPercent(data.completionRate)}
          hint={copy.completionRateHint(data.completedSessions, data.startedSessions)}
          tag={tag}
        />
        <StatCard
          label={copy.totalSignups}
          value={formatNumber(data.totalSignups)}
          hint={copy.totalSignupsHint}
          tag={versionTag(null)}
        />
        <StatCard
          label={copy.feedbackRounds}
          value={formatNumber(data.feedbackRounds)}
          hint={copy.feedbackRoundsHint}
          tag={tag}
        />
        <StatCard label={copy.raters} value={formatNumber(data.raters)} hint={copy.ratersHint} tag={tag} />
      </dl>
      <p className="-mt-3 text-sm">
        <Link to="/admin/feedback" className="font-medium text-ink underline underline-offset-2">
          {copy.allRounds}
        </Link>
      </p>
      <ChartCard
        id="daily"
        title={copy.chartTitle}
        description={copy.chartDescription(tag)}
        chart={
          <LineChart
            summary={summary}
            categories={days.map((d) => formatShortDay(d.date))}
            series={SERIES.map((key) => ({ key, label: copy.series[key], values: days.map((d) => d[key]) }))}
            pointLabel={(day, series, value) => `${day}: ${value} ${series.label.toLowerCase()}`}
          />
        }
        table={
          <TableWrap label={copy.chartTitle} maxHeight="max-h-[28rem]">
            <table className={table.table}>
              <caption className={table.caption}>{copy.chartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className={table.th}>
                    {copy.date}
                  </th>
                  {SERIES.map((key) => (
                    <th key={key} scope="col" className={table.thNum}>
                      {copy.series[key]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row" className={`${table.td} font-normal`}>
                      {formatDay(d.date)}
                    </th>
                    {SERIES.map((key) => (
                      <td key={key} className={table.tdNum}>
                        {formatNumber(d[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        }
      />
    </>
  );
}
