import { FileDown, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type {
  AdminInstrumentReport,
  AdminInstrumentVersions,
  InstrumentChapter,
  InstrumentFlag,
  InstrumentStatement,
} from '../../../../contract/admin-instrument';
import { formatShare, formatStatistic } from '../../../../domain/instrument-report';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { SelectField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { useCssVar } from '../../../components/ui/use-css-var';
import { showAdminError } from '../api/errors';
import {
  downloadInstrumentCsv,
  useInstrumentReport,
  useInstrumentVersions,
  useRecomputeInstrument,
} from '../api/instrument';
import { instrumentCopy as copy } from '../instrument-copy';
import { formatDateTime, formatNumber } from '../lib/format';
import { type Column, DataTable, Empty, PageHeader, Panel, QueryState, StatCard } from './admin-ui';
import { BarList } from './charts/bar-list';
import { ChartCard } from './charts/chart-card';

type Statistics = NonNullable<AdminInstrumentReport['statistics']>;
type Version = AdminInstrumentVersions['versions'][number];

/**
 * The instrument's quality figures as the recompute job stored them: the version picker, what they rest
 * on, the flags with their reasons, alpha per chapter, every statement's answers and figures (each chart
 * with its table), drop-off, the CSV, and "Recompute now" with its state.
 */
export function InstrumentScreen() {
  const versions = useInstrumentVersions();
  const recompute = useRecomputeInstrument();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = versions.data?.versions ?? [];
  const version = list.find((v) => v.version === chosen) ?? list[0] ?? null;
  const recomputing = recompute.isPending || (versions.data?.recomputing ?? false);
  return (
    <>
      <PageHeader
        title={copy.title}
        description={copy.lead}
        actions={
          <>
            {list.length > 1 && version && (
              <SelectField
                label={copy.version}
                value={String(version.version)}
                onChange={(e) => setChosen(Number(e.target.value))}
                options={list.map((v) => ({
                  value: String(v.version),
                  label: copy.versionOption(v.version, v.status),
                }))}
                className="w-56"
              />
            )}
            <Button
              variant="secondary"
              className="shrink-0 whitespace-nowrap"
              disabled={recomputing}
              onClick={() =>
                recompute.mutate(undefined, { onSuccess: () => toast.success(copy.recomputeQueued) })
              }
            >
              <RefreshCw
                aria-hidden="true"
                className={cx('size-4', recomputing && 'motion-safe:animate-spin')}
              />
              {copy.recompute}
            </Button>
            {version?.shown && <DownloadButton version={version.version} />}
          </>
        }
      />
      <p role="status" className="text-muted text-sm">
        {recomputing ? copy.recomputing : version ? copy.computedAt(formatDateTime(version.computedAt)) : ''}
      </p>
      <QueryState query={versions} loadingText={copy.loading}>
        {() =>
          version ? <Report key={version.version} version={version} /> : <Empty>{copy.noReport}</Empty>
        }
      </QueryState>
    </>
  );
}

/** The CSV through the API client: a failure (a 409 below the threshold, a 429) says why. */
function DownloadButton({ version }: { version: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadInstrumentCsv(version);
      saveFile(blob, fileName ?? `instrument-quality-v${version}.csv`);
    } catch (error) {
      showAdminError(error, copy.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" className="shrink-0 whitespace-nowrap" disabled={busy} onClick={download}>
      <FileDown aria-hidden="true" className="size-4" />
      {busy ? copy.downloading : copy.download}
    </Button>
  );
}

/** Hands a Blob to the browser's download, under the name the server gave. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // freed once the browser surely has the bytes
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function Report({ version }: { version: Version }) {
  const report = useInstrumentReport(version.version, version.computedAt);
  return (
    <QueryState query={report} loadingText={copy.loadingVersion(version.version)}>
      {(data) => (
        <>
          <Summary data={data} />
          {data.statistics ? (
            <Figures statistics={data.statistics} />
          ) : (
            <Panel id="instrument-threshold" title={copy.thresholdTitle}>
              <p className="text-ink">{copy.threshold(data.assessments, data.missing)}</p>
            </Panel>
          )}
        </>
      )}
    </QueryState>
  );
}

function Summary({ data }: { data: AdminInstrumentReport }) {
  const stats = [
    [copy.summary.assessments, data.assessments, copy.summary.assessmentsHint],
    [copy.summary.careless, data.sessions.careless, copy.summary.carelessHint],
    [copy.summary.abandoned, data.sessions.abandoned, copy.summary.abandonedHint],
    [copy.summary.raterRounds, data.raterRounds, copy.summary.raterRoundsHint],
  ] as const;
  return (
    <section aria-labelledby="instrument-summary" className="flex flex-col gap-3">
      <h2 id="instrument-summary" className="text-muted text-sm">
        {copy.summaryTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.map(([label, value, hint]) => (
          <StatCard key={label} label={label} value={formatNumber(value)} hint={hint} />
        ))}
      </dl>
    </section>
  );
}

function Figures({ statistics }: { statistics: Statistics }) {
  const statementOf = new Map(statistics.statements.map((s) => [s.questionId, s]));
  const flagsOf = new Map<string, InstrumentFlag[]>();
  for (const flag of statistics.flags)
    flagsOf.set(flag.questionId, [...(flagsOf.get(flag.questionId) ?? []), flag]);
  return (
    <>
      <Flags flags={statistics.flags} statementOf={statementOf} />
      <Consistency chapters={statistics.chapters} />
      {statistics.chapters.map((chapter) => (
        <ChapterFigures
          key={chapter.chapterId}
          chapter={chapter}
          statements={statistics.statements.filter((s) => s.chapterId === chapter.chapterId)}
          flagsOf={flagsOf}
        />
      ))}
      <DropOff statements={statistics.statements} />
    </>
  );
}

const statementName = (s: Pick<InstrumentStatement, 'label' | 'text'>) => `${s.label} ${s.text}`;

function Flags({
  flags,
  statementOf,
}: {
  flags: readonly InstrumentFlag[];
  statementOf: Map<string, InstrumentStatement>;
}) {
  const columns: Column<InstrumentFlag>[] = [
    {
      header: copy.columns.statement,
      rowHeader: 'min-w-56',
      cell: (flag) => {
        const statement = statementOf.get(flag.questionId);
        return statement ? statementName(statement) : flag.questionId;
      },
    },
    { header: copy.flag, className: cells.tdNowrap, cell: (flag) => copy.flagKinds[flag.kind] },
    { header: copy.reason, className: cells.tdWide, cell: (flag) => flag.reason },
  ];
  return (
    <Panel id="instrument-flags" title={copy.flagsTitle} description={copy.flagsLead}>
      {flags.length === 0 ? (
        <Empty>{copy.noFlags}</Empty>
      ) : (
        <DataTable
          label={copy.flagsTable}
          rows={flags}
          rowKey={(flag) => `${flag.questionId}:${flag.kind}`}
          columns={columns}
        />
      )}
    </Panel>
  );
}

/** Cell classes beside the admin table's own: one-line text, and long text with a minimum width. */
const cells = {
  tdNowrap: 'whitespace-nowrap border-line border-b px-3 py-2 align-top text-ink',
  tdWide: 'min-w-72 border-line border-b px-3 py-2 align-top text-ink',
} as const;

const chapterName = (chapter: InstrumentChapter) => `${chapter.number}. ${chapter.title}`;

function Consistency({ chapters }: { chapters: readonly InstrumentChapter[] }) {
  const columns: Column<InstrumentChapter>[] = [
    { header: copy.chapter, rowHeader: 'min-w-48', cell: chapterName },
    { header: copy.complete, numeric: true, cell: (c) => formatNumber(c.n) },
    { header: copy.alpha, numeric: true, cell: (c) => formatStatistic(c.alpha) },
  ];
  return (
    <ChartCard
      id="instrument-consistency"
      title={copy.consistencyTitle}
      description={copy.consistencyLead}
      chart={
        <BarList
          label={copy.alphaChart}
          max={1}
          bars={chapters.map((c) => ({
            key: c.chapterId,
            label: chapterName(c),
            sublabel: `${formatNumber(c.n)} ${copy.complete.toLowerCase()}`,
            // a negative alpha is shown in its text; its bar stays empty
            value: Math.max(0, c.alpha ?? 0),
            valueText: `${copy.alpha} ${formatStatistic(c.alpha)}`,
          }))}
        />
      }
      table={
        <DataTable label={copy.alphaChart} rows={chapters} rowKey={(c) => c.chapterId} columns={columns} />
      }
    />
  );
}

const figureColumns = (flagsOf: Map<string, InstrumentFlag[]>): Column<InstrumentStatement>[] => [
  { header: copy.columns.statement, rowHeader: 'min-w-56', cell: statementName },
  { header: copy.columns.n, numeric: true, cell: (s) => formatNumber(s.n) },
  ...[1, 2, 3, 4, 5].map((value) => ({
    header: String(value),
    numeric: true,
    cell: (s: InstrumentStatement) => formatNumber(s.counts[value - 1] ?? 0),
  })),
  { header: copy.columns.mean, numeric: true, cell: (s) => formatStatistic(s.mean) },
  { header: copy.columns.sd, numeric: true, cell: (s) => formatStatistic(s.sd) },
  { header: copy.columns.floor, numeric: true, cell: (s) => formatShare(s.floorShare) },
  { header: copy.columns.ceiling, numeric: true, cell: (s) => formatShare(s.ceilingShare) },
  { header: copy.columns.notApplicable, numeric: true, cell: (s) => formatShare(s.notApplicableShare) },
  { header: copy.columns.itemRest, numeric: true, cell: (s) => formatStatistic(s.itemRest) },
  { header: copy.columns.alphaIfDropped, numeric: true, cell: (s) => formatStatistic(s.alphaIfDropped) },
  { header: copy.columns.dropOff, numeric: true, cell: (s) => formatNumber(s.dropOff.count) },
  { header: copy.columns.cantJudge, numeric: true, cell: (s) => formatShare(s.raters.cantJudgeShare) },
  { header: copy.columns.selfOthers, numeric: true, cell: (s) => formatStatistic(s.raters.selfOthersR) },
  { header: copy.columns.gap, numeric: true, cell: (s) => formatStatistic(s.raters.meanGap) },
  {
    header: copy.columns.flags,
    className: cells.tdWide,
    cell: (s) => (flagsOf.get(s.questionId) ?? []).map((flag) => flag.reason).join(' ') || copy.none,
  },
];

/** One chapter: its alpha, each statement's answers as a small chart with its figures, and all as a table. */
function ChapterFigures({
  chapter,
  statements,
  flagsOf,
}: {
  chapter: InstrumentChapter;
  statements: readonly InstrumentStatement[];
  flagsOf: Map<string, InstrumentFlag[]>;
}) {
  return (
    <ChartCard
      id={`instrument-chapter-${chapter.number}`}
      title={chapterName(chapter)}
      description={copy.chapterLead(formatStatistic(chapter.alpha), formatNumber(chapter.n))}
      chart={
        <ul className="flex flex-col divide-y divide-line">
          {statements.map((statement) => (
            <StatementChart
              key={statement.questionId}
              statement={statement}
              area={chapter.area}
              flags={flagsOf.get(statement.questionId) ?? []}
            />
          ))}
        </ul>
      }
      table={
        <DataTable
          label={copy.answersTable(chapterName(chapter))}
          rows={statements}
          rowKey={(s) => s.questionId}
          columns={figureColumns(flagsOf)}
        />
      }
    />
  );
}

function StatementChart({
  statement: s,
  area,
  flags,
}: {
  statement: InstrumentStatement;
  area: 'inner' | 'outer';
  flags: readonly InstrumentFlag[];
}) {
  const figures = [
    [copy.figures.mean, formatStatistic(s.mean)],
    [copy.figures.sd, formatStatistic(s.sd)],
    [copy.figures.ends, `${formatShare(s.floorShare)} / ${formatShare(s.ceilingShare)}`],
    [copy.figures.notApplicable, formatShare(s.notApplicableShare)],
    [copy.figures.itemRest, formatStatistic(s.itemRest)],
    [copy.figures.alphaIfDropped, formatStatistic(s.alphaIfDropped)],
    [copy.figures.dropOff, `${formatNumber(s.dropOff.count)} (${formatShare(s.dropOff.share)})`],
    [copy.figures.raters, formatShare(s.raters.cantJudgeShare)],
    [copy.figures.selfOthers, formatStatistic(s.raters.selfOthersR)],
    [copy.figures.gap, formatStatistic(s.raters.meanGap)],
  ] as const;
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[10rem_minmax(0,1fr)] md:gap-5">
      <p className="text-ink md:col-span-2">
        <span className="font-semibold tabular-nums">{s.label}</span> {s.text}
        <span className="text-muted text-sm">
          {' '}
          · {formatNumber(s.n)} {copy.columns.n.toLowerCase()}
        </span>
      </p>
      <Distribution statement={s} area={area} />
      <div className="flex min-w-0 flex-col gap-2">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-5">
          {figures.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted text-xs">{label}</dt>
              <dd className="text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {flags.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm">
            {flags.map((flag) => (
              <li key={flag.kind} className="flex items-start gap-2 text-ink">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-score-low" />
                <span>
                  <span className="font-semibold">{copy.flagKinds[flag.kind]}:</span> {flag.reason}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Five columns, answers 1 to 5; the counts are in the table view and the picture's name. */
function Distribution({ statement: s, area }: { statement: InstrumentStatement; area: 'inner' | 'outer' }) {
  const top = Math.max(1, ...s.counts);
  const tone = area === 'outer' ? 'bg-outer-600' : 'bg-inner-600';
  return (
    <figure className="w-40">
      <div
        role="img"
        aria-label={copy.distribution(s.label, s.counts)}
        className="flex h-16 items-end gap-1 border-line border-b"
      >
        {s.counts.map((count, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five answers 1–5, always in this order
          <Bar key={i} share={count / top} tone={tone} />
        ))}
      </div>
      <figcaption
        className="mt-1 grid grid-cols-5 text-center text-muted text-xs tabular-nums"
        aria-hidden="true"
      >
        <span>1</span>
        <span>2</span>
        <span>3</span>
        <span>4</span>
        <span>5</span>
      </figcaption>
    </figure>
  );
}

function Bar({ share, tone }: { share: number; tone: string }) {
  const ref = useCssVar<HTMLDivElement>('--bar', String(Math.max(0, Math.min(1, share))));
  return (
    <div className="flex h-full flex-1 items-end">
      <div ref={ref} className={cx('h-[calc(var(--bar,0)*100%)] w-full rounded-t-sm', tone)} />
    </div>
  );
}

function DropOff({ statements }: { statements: readonly InstrumentStatement[] }) {
  const left = statements.filter((s) => s.dropOff.count > 0);
  const columns: Column<InstrumentStatement>[] = [
    { header: copy.columns.statement, rowHeader: 'min-w-56', cell: statementName },
    { header: copy.columns.dropOff, numeric: true, cell: (s) => formatNumber(s.dropOff.count) },
    { header: copy.columns.share, numeric: true, cell: (s) => formatShare(s.dropOff.share) },
  ];
  const empty = <Empty>{copy.noDropOff}</Empty>;
  return (
    <ChartCard
      id="instrument-drop-off"
      title={copy.dropOffTitle}
      description={copy.dropOffLead}
      chart={
        left.length === 0 ? (
          empty
        ) : (
          <BarList
            label={copy.dropOffChart}
            bars={left.map((s) => ({
              key: s.questionId,
              label: statementName(s),
              value: s.dropOff.count,
              valueText: `${formatNumber(s.dropOff.count)} (${formatShare(s.dropOff.share)})`,
            }))}
          />
        )
      }
      table={
        left.length === 0 ? (
          empty
        ) : (
          <DataTable label={copy.dropOffChart} rows={left} rowKey={(s) => s.questionId} columns={columns} />
        )
      }
    />
  );
}
