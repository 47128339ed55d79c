import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { AdminBenchmarkDistribution, AdminBenchmarks } from '../../../../contract/admin-benchmarks';
import {
  BENCHMARK_MIN_GROUP_SIZE_FLOOR,
  BENCHMARK_MIN_GROUP_SIZE_MAX,
  CARELESS_REASONS,
  minGroupSizeSchema,
} from '../../../../domain/benchmark-rules';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { SelectField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { useCssVar } from '../../../components/ui/use-css-var';
import { useAdminBenchmarks, useRecomputeBenchmarks, useSaveMinGroupSize } from '../api/benchmarks';
import { benchmarksCopy as copy } from '../benchmarks-copy';
import { formatDateTime, formatNumber } from '../lib/format';
import { Empty, PageHeader, Panel, QueryState, StatCard, TableWrap, table } from './admin-ui';
import { ChartCard } from './charts/chart-card';

/** The peer benchmarks as the admin sees them: who counts, the groups, the distributions, the threshold. */
export function BenchmarksScreen() {
  const [version, setVersion] = useState<number | null>(null);
  const benchmarks = useAdminBenchmarks(version);
  const recompute = useRecomputeBenchmarks();
  return (
    <>
      <PageHeader
        title={copy.title}
        description={copy.lead}
        actions={
          <>
            {benchmarks.data && benchmarks.data.versions.length > 1 && (
              <SelectField
                label={copy.version}
                value={String(benchmarks.data.version ?? '')}
                onChange={(e) => setVersion(Number(e.target.value))}
                options={benchmarks.data.versions.map((n) => ({
                  value: String(n),
                  label: copy.versionOption(n),
                }))}
                className="w-44"
              />
            )}
            <Button
              variant="secondary"
              className="shrink-0 whitespace-nowrap"
              disabled={recompute.isPending}
              onClick={() =>
                recompute.mutate(undefined, { onSuccess: () => toast.success(copy.recomputeQueued) })
              }
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {recompute.isPending ? copy.recomputing : copy.recompute}
            </Button>
          </>
        }
      />
      <QueryState query={benchmarks} loadingText={copy.loading}>
        {(data) => (data.version === null ? <Empty>{copy.noData}</Empty> : <Overview data={data} />)}
      </QueryState>
    </>
  );
}

function Overview({ data }: { data: AdminBenchmarks }) {
  const stats = [
    [copy.summary.entries, data.summary.entries],
    [copy.summary.counted, data.summary.counted],
    [copy.summary.admins, data.summary.admins],
    [copy.summary.testAccounts, data.summary.testAccounts],
  ] as const;
  return (
    <>
      <p className="text-muted text-sm">
        {data.computedAt ? copy.computedAt(formatDateTime(data.computedAt)) : copy.neverComputed}
      </p>
      <section aria-labelledby="benchmarks-summary" className="flex flex-col gap-3">
        <h2 id="benchmarks-summary" className="text-muted text-sm">
          {copy.summaryTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {stats.map(([label, value]) => (
            <StatCard key={label} label={label} value={formatNumber(value)} />
          ))}
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="benchmarks-settings" title={copy.settingsTitle} description={copy.settingsLead}>
          <div className="px-4 py-4 sm:px-5">
            <MinGroupSizeForm key={data.minGroupSize} current={data.minGroupSize} />
          </div>
        </Panel>
        <Panel id="benchmarks-careless" title={copy.carelessTitle} description={copy.carelessLead}>
          <div className="px-4 py-4 sm:px-5">
            <TableWrap label={copy.carelessTitle}>
              <table className={table.table}>
                <caption className={table.caption}>{copy.carelessTitle}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={table.th}>
                      {copy.reason}
                    </th>
                    <th scope="col" className={table.thNum}>
                      {copy.assessments}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {CARELESS_REASONS.map((reason) => (
                    <tr key={reason}>
                      <th scope="row" className={`${table.td} font-normal`}>
                        {copy.carelessReasons[reason]}
                      </th>
                      <td className={table.tdNum}>{formatNumber(data.summary.careless[reason] ?? 0)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </div>
        </Panel>
      </div>
      <Panel id="benchmarks-groups" title={copy.groupsTitle} description={copy.groupsLead}>
        <div className="px-4 py-4 sm:px-5">
          <TableWrap label={copy.groupsTitle}>
            <table className={table.table}>
              <caption className={table.caption}>{copy.groupsTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className={table.th}>
                    {copy.group}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.people}
                  </th>
                  <th scope="col" className={table.th}>
                    {copy.status}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.groups.map((group) => (
                  <tr key={`${group.kind}:${group.value ?? ''}`}>
                    <th scope="row" className={`${table.td} font-normal`}>
                      {group.label}
                    </th>
                    <td className={table.tdNum}>{formatNumber(group.count)}</td>
                    <td className={group.available ? table.td : table.tdMuted}>
                      {group.available ? copy.shown : copy.needs(group.missing)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </div>
      </Panel>
      <section aria-labelledby="benchmarks-distributions" className="flex flex-col gap-3">
        <div>
          <h2 id="benchmarks-distributions" className="font-semibold text-ink text-lg">
            {copy.distributionsTitle}
          </h2>
          <p className="text-muted text-sm">{copy.distributionsLead}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {data.distributions.map((d) => (
            <Distribution key={d.metric} distribution={d} min={data.minGroupSize} />
          ))}
        </div>
      </section>
    </>
  );
}

function MinGroupSizeForm({ current }: { current: number }) {
  const save = useSaveMinGroupSize();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = minGroupSizeSchema.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data, { onSuccess: () => toast.success(copy.saved) });
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex flex-col gap-3"
    >
      <TextField
        label={copy.minGroupSize}
        hint={copy.minGroupSizeHint}
        type="number"
        inputMode="numeric"
        min={BENCHMARK_MIN_GROUP_SIZE_FLOOR}
        max={BENCHMARK_MIN_GROUP_SIZE_MAX}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
        error={error}
        className="max-w-xs"
      />
      <div>
        <Button type="submit" disabled={save.isPending || Number(value) === current}>
          {save.isPending ? '…' : copy.save}
        </Button>
      </div>
    </form>
  );
}

function Distribution({ distribution: d, min }: { distribution: AdminBenchmarkDistribution; min: number }) {
  const id = `distribution-${d.metric}`;
  const hidden = d.bins.length === 0;
  const last = d.bins.length - 1;
  const rangeOf = (index: number) => {
    const bin = d.bins[index];
    return bin ? copy.range(bin.from, bin.to, index === last) : '';
  };
  return (
    <ChartCard
      id={id}
      title={d.label}
      description={copy.distributionHint(d.count, d.median)}
      chart={
        hidden ? (
          <p className="px-4 py-6 text-muted text-sm sm:px-5">{copy.hidden(Math.max(0, min - d.count))}</p>
        ) : (
          <Histogram distribution={d} rangeOf={rangeOf} />
        )
      }
      table={
        hidden ? (
          <p className="px-4 py-6 text-muted text-sm sm:px-5">{copy.hidden(Math.max(0, min - d.count))}</p>
        ) : (
          <div className="px-4 py-4 sm:px-5">
            <TableWrap label={copy.histogramLabel(d.label)} maxHeight="max-h-80">
              <table className={table.table}>
                <caption className={table.caption}>{copy.histogramLabel(d.label)}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={table.th}>
                      {copy.scoreRange}
                    </th>
                    <th scope="col" className={table.thNum}>
                      {copy.people}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.bins.map((bin, index) => (
                    <tr key={bin.from}>
                      <th scope="row" className={`${table.td} font-normal tabular-nums`}>
                        {rangeOf(index)}
                      </th>
                      <td className={table.tdNum}>{formatNumber(bin.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </div>
        )
      }
    />
  );
}

/** Columns, one per 0.25 of score; the numbers are in the table view (the chart is only a picture). */
function Histogram({
  distribution: d,
  rangeOf,
}: {
  distribution: AdminBenchmarkDistribution;
  rangeOf: (index: number) => string;
}) {
  const top = Math.max(1, ...d.bins.map((b) => b.count));
  const tone = d.area === 'outer' ? 'bg-outer-600' : 'bg-inner-600';
  return (
    <figure className="px-4 py-4 sm:px-5">
      <div
        role="img"
        aria-label={`${copy.histogramLabel(d.label)}: ${copy.distributionHint(d.count, d.median)}`}
        className="flex h-40 items-end gap-0.5 border-line border-b"
      >
        {d.bins.map((bin, index) => (
          <Column
            key={bin.from}
            share={bin.count / top}
            tone={tone}
            title={`${rangeOf(index)}: ${bin.count}`}
          />
        ))}
      </div>
      <figcaption className="mt-1 flex justify-between text-muted text-xs tabular-nums" aria-hidden="true">
        <span>1.00</span>
        <span>2.00</span>
        <span>3.00</span>
        <span>4.00</span>
        <span>5.00</span>
      </figcaption>
    </figure>
  );
}

function Column({ share, tone, title }: { share: number; tone: string; title: string }) {
  const ref = useCssVar<HTMLDivElement>('--bar', String(Math.max(0, Math.min(1, share))));
  return (
    <div className="flex h-full flex-1 items-end" title={title}>
      <div ref={ref} className={cx('h-[calc(var(--bar,0)*100%)] w-full rounded-t-sm', tone)} />
    </div>
  );
}
