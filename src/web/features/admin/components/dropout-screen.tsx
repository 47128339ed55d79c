import type { DropoutAnalysis } from '../../../../contract/admin';
import { VersionSelect } from '../../questionnaire-authoring/components/version-select';
import { useDropouts } from '../api/stats';
import { adminCopy } from '../copy';
import { usePeriod, useVersionParam } from '../hooks/use-period';
import { formatNumber, formatPercent } from '../lib/format';
import { versionTag } from '../lib/version-tag';
import { DataTable, Empty, PageHeader, QueryState } from './admin-ui';
import { BarList } from './charts/bar-list';
import { ChartCard } from './charts/chart-card';
import { PeriodPicker } from './period-picker';

const copy = adminCopy.dropouts;

export function DropoutScreen() {
  const { period, setPeriod } = usePeriod();
  const { version, setVersion } = useVersionParam();
  const analysis = useDropouts({ ...period, ...(version !== undefined ? { version } : {}) });
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <VersionSelect value={version} onChange={setVersion} />
        <PeriodPicker period={period} onChange={setPeriod} />
      </div>
      <QueryState query={analysis} loadingText={copy.loading}>
        {(data) => <Analysis data={data} />}
      </QueryState>
    </>
  );
}

function Analysis({ data }: { data: DropoutAnalysis }) {
  const worstRate = Math.max(0, ...data.questions.map((q) => q.dropoutRate));
  const tag = versionTag(data.version);
  return (
    <>
      <p className="text-muted">{copy.sessions(tag, data.sessions, data.completedSessions)}</p>
      <ChartCard
        id="funnel"
        title={copy.funnelTitle}
        description={copy.forVersion(tag, copy.funnelDescription)}
        chart={
          <BarList
            label={copy.funnelTitle}
            bars={data.funnel.map((stage, i) => ({
              key: `${stage.kind}-${stage.chapterId ?? i}`,
              label: stage.label,
              value: stage.count,
              valueText: `${formatNumber(stage.count)} · ${formatPercent(stage.fromStart)}`,
            }))}
          />
        }
        table={
          <DataTable
            label={copy.funnelTitle}
            rows={data.funnel}
            rowKey={(stage, i) => `${stage.kind}-${stage.chapterId ?? i}`}
            columns={[
              { header: copy.stage, rowHeader: 'min-w-40', cell: (stage) => stage.label },
              { header: copy.visitors, numeric: true, cell: (stage) => formatNumber(stage.count) },
              {
                header: copy.fromPrevious,
                numeric: true,
                cell: (stage) => formatPercent(stage.fromPrevious),
              },
              { header: copy.fromStart, numeric: true, cell: (stage) => formatPercent(stage.fromStart) },
            ]}
          />
        }
      />
      <ChartCard
        id="chapters"
        title={copy.chaptersTitle}
        description={copy.forVersion(tag, copy.chaptersDescription)}
        initialView="table"
        chart={
          <BarList
            label={`${copy.chaptersTitle}: ${copy.dropoutRate}`}
            max={100}
            bars={data.chapters.map((c) => ({
              key: c.chapterId,
              label: `${c.position}. ${c.title}`,
              value: c.dropoutRate,
              valueText: `${formatPercent(c.dropoutRate)} (${c.dropped}/${c.reached})`,
              tone: 'warning',
            }))}
          />
        }
        table={
          <DataTable
            label={copy.chaptersTitle}
            rows={data.chapters}
            rowKey={(c) => c.chapterId}
            columns={[
              { header: copy.chapter, rowHeader: 'min-w-44', cell: (c) => `${c.position}. ${c.title}` },
              { header: copy.reached, numeric: true, cell: (c) => formatNumber(c.reached) },
              { header: copy.finished, numeric: true, cell: (c) => formatNumber(c.finished) },
              { header: copy.dropped, numeric: true, cell: (c) => formatNumber(c.dropped) },
              { header: copy.dropoutRate, numeric: true, cell: (c) => formatPercent(c.dropoutRate) },
            ]}
          />
        }
      />
      <ChartCard
        id="questions"
        title={copy.questionsTitle}
        description={copy.forVersion(tag, copy.questionsDescription)}
        initialView="table"
        chart={
          data.sessions === 0 ? (
            <Empty>{copy.empty}</Empty>
          ) : (
            <BarList
              label={`${copy.questionsTitle}: ${copy.dropoutRate}`}
              max={Math.max(worstRate, 1)}
              bars={data.questions.map((q) => ({
                key: q.questionId,
                label: `Q${q.index}. ${q.text}`,
                sublabel: `${copy.chapter} ${q.chapterPosition}: ${q.chapterTitle}`,
                value: q.dropoutRate,
                valueText: `${formatPercent(q.dropoutRate)} (${q.dropped}/${q.reached})`,
                tone: 'warning',
              }))}
            />
          )
        }
        table={
          <DataTable
            label={copy.questionsTitle}
            maxHeight="max-h-[36rem]"
            stickyHead
            rows={data.questions}
            rowKey={(q) => q.questionId}
            columns={[
              { header: '#', numeric: true, cell: (q) => q.index },
              {
                header: copy.question,
                rowHeader: 'min-w-60',
                cell: (q) => (
                  <>
                    <span className="block">{q.text}</span>
                    <span className="block text-muted text-xs">
                      {copy.chapter} {q.chapterPosition}: {q.chapterTitle}
                    </span>
                  </>
                ),
              },
              { header: copy.reached, numeric: true, cell: (q) => formatNumber(q.reached) },
              { header: copy.answered, numeric: true, cell: (q) => formatNumber(q.answered) },
              { header: copy.dropped, numeric: true, cell: (q) => formatNumber(q.dropped) },
              { header: copy.dropoutRate, numeric: true, cell: (q) => formatPercent(q.dropoutRate) },
            ]}
          />
        }
      />
    </>
  );
}
