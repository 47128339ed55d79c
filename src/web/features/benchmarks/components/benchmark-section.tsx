import { useEffect } from 'react';
import { benchmarkCopy } from '../../../../content/benchmark-copy';
import type { BenchmarkGroup, BenchmarksView } from '../../../../contract/benchmarks';
import { BENCHMARK_AREA_METRICS, BENCHMARK_BAND_LABELS } from '../../../../domain/benchmark-rules';
import { formatLongDate } from '../../../../domain/dates';
import { formatScore } from '../../../../domain/scoring';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { LoadingState } from '../../../components/ui/loading-state';
import { useMyBenchmarks } from '../api/use-my-benchmarks';
import { BENCHMARK_SECTION_ID, type NavEntry, tableMetrics } from '../lib/section';
import { ProfilePrompt } from './profile-prompt';

const copy = benchmarkCopy.section;
const AREA_METRICS: readonly string[] = BENCHMARK_AREA_METRICS;

/** Groups below the minimum size: how many more assessments each needs, and that broader ones stand in. */
function MissingGroups({ missing, anyShown }: { missing: BenchmarkGroup[]; anyShown: boolean }) {
  if (missing.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-paper px-4 py-3 text-ink text-sm">
      {missing.map((group) => (
        <p key={group.kind}>{copy.missing(group.missing, group.label)}</p>
      ))}
      {anyShown && <p className="text-muted">{copy.broader}</p>}
    </div>
  );
}

/**
 * One compact table for all shown groups: a row per score (overall, inner, outer, each chapter), a
 * column per group with the share of that group the founder rated themself higher than and the band.
 */
function StandingTable({ groups }: { groups: BenchmarkGroup[] }) {
  const rows = tableMetrics(groups);
  const byGroup = groups.map((group) => new Map(group.metrics.map((m) => [m.metric, m])));
  const t = copy.table;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
    <section className="-mx-1 overflow-x-auto px-1" tabIndex={0} aria-label={t.caption}>
      <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr className="border-line border-b align-bottom text-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t.metric}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t.you}
            </th>
            {groups.map((group) => (
              <th key={group.kind} scope="col" className="px-2 py-2 text-right font-medium last:pr-0">
                <span className="block text-ink">{group.label}</span>
                <span className="block font-normal text-xs">{copy.groupSize(group.count)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const area = AREA_METRICS.includes(row.metric);
            return (
              <tr
                key={row.metric}
                className={cx(
                  'border-line border-b last:border-b-0',
                  row.metric === 'outer' && 'border-b-2 border-b-line',
                )}
              >
                <th scope="row" className={cx('py-2 pr-2 text-ink', area ? 'font-semibold' : 'font-normal')}>
                  {row.label}
                </th>
                <td className="px-2 py-2 text-right text-ink tabular-nums">{formatScore(row.score)}</td>
                {byGroup.map((metrics, i) => {
                  const m = metrics.get(row.metric);
                  return (
                    <td key={groups[i]?.kind} className="px-2 py-2 text-right tabular-nums last:pr-0">
                      {m ? (
                        <>
                          <span className="block font-semibold text-ink">{t.higherThan(m.percentile)}</span>
                          <span className="block text-muted text-xs">{BENCHMARK_BAND_LABELS[m.band]}</span>
                        </>
                      ) : (
                        <span className="text-muted">–</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The standing among every shown group, the groups still too small, and when the figures are from. */
export function BenchmarkReport({ view }: { view: BenchmarksView }) {
  if (view.computedAt === null) return <p className="text-ink">{copy.notComputed}</p>;
  const shown = view.groups.filter((group) => group.available && group.metrics.length > 0);
  const missing = view.groups.filter((group) => !group.available);
  const all = view.groups.find((group) => group.kind === 'all');
  return (
    <div className="flex flex-col gap-4">
      {shown.length === 0 ? (
        <p className="text-ink">{copy.noneAvailable(all?.missing ?? view.minGroupSize)}</p>
      ) : (
        <>
          <MissingGroups missing={missing} anyShown />
          <StandingTable groups={shown} />
        </>
      )}
      <p className="text-muted text-xs">
        {copy.computedAt(formatLongDate(view.computedAt))} {copy.minGroup(view.minGroupSize)}
      </p>
    </div>
  );
}

function SectionBody({ resultId }: { resultId: string }) {
  const benchmarks = useMyBenchmarks(resultId);
  if (benchmarks.isPending) return <LoadingState text={copy.loading} className="py-8" />;
  if (benchmarks.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-ink">{copy.loadFailed}</p>
        <Button variant="secondary" onClick={() => void benchmarks.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  const view = benchmarks.data;
  const needsProfile = view.stage === null || view.teamSize === null;
  return (
    <>
      {needsProfile && <ProfilePrompt stage={view.stage} teamSize={view.teamSize} />}
      <BenchmarkReport view={view} />
    </>
  );
}

/**
 * 'Where You Stand' on the results page, for the signed-in owner: their percentile and band among
 * founders at the same stage, with the same team size and among all founders; a group below the
 * minimum size says how many more it needs. Without stage or team size the section asks for them.
 */
export default function BenchmarkSection({
  resultId,
  onNavEntry,
}: {
  resultId: string;
  onNavEntry?: (entry: NavEntry | null) => void;
}) {
  useEffect(() => {
    onNavEntry?.({ id: BENCHMARK_SECTION_ID, label: copy.navLabel });
    return () => onNavEntry?.(null);
  }, [onNavEntry]);
  return (
    <section
      id={BENCHMARK_SECTION_ID}
      aria-labelledby={`${BENCHMARK_SECTION_ID}-title`}
      className="scroll-mt-24"
    >
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h2 id={`${BENCHMARK_SECTION_ID}-title`} className="font-display text-3xl text-ink">
            {copy.title}
          </h2>
          <p className="text-muted">{copy.intro}</p>
        </div>
        <SectionBody resultId={resultId} />
      </Card>
    </section>
  );
}
