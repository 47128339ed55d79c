import type { DropoutAnalysis } from '../../../../contract/admin';
import { VersionSelect } from '../../questionnaire-authoring/components/version-select';
import { useDropouts } from '../api/stats';
import { adminCopy } from '../copy';
import { usePeriod, useVersionParam } from '../hooks/use-period';
import { formatNumber, formatPercent } from '../lib/format';
import { versionTag } from '../lib/version-tag';
import { Empty, PageHeader, QueryState, TableWrap, table } from './admin-ui';
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
          <TableWrap label={copy.funnelTitle}>
            <table className={table.table}>
              <caption className={table.caption}>{copy.funnelTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className={table.th}>
                    {copy.stage}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.visitors}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.fromPrevious}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.fromStart}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.funnel.map((stage, i) => (
                  <tr key={`${stage.kind}-${stage.chapterId ?? i}`}>
                    <th scope="row" className={`${table.td} min-w-40 font-normal`}>
                      {stage.label}
                    </th>
                    <td className={table.tdNum}>{formatNumber(stage.count)}</td>
                    <td className={table.tdNum}>{formatPercent(stage.fromPrevious)}</td>
                    <td className={table.tdNum}>{formatPercent(stage.fromStart)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
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
          <TableWrap label={copy.chaptersTitle}>
            <table className={table.table}>
              <caption className={table.caption}>{copy.chaptersTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className={table.th}>
                    {copy.chapter}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.reached}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.finished}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.dropped}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.dropoutRate}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.chapters.map((c) => (
                  <tr key={c.chapterId}>
                    <th scope="row" className={`${table.td} min-w-44 font-normal`}>
                      {c.position}. {c.title}
                    </th>
                    <td className={table.tdNum}>{formatNumber(c.reached)}</td>
                    <td className={table.tdNum}>{formatNumber(c.finished)}</td>
                    <td className={table.tdNum}>{formatNumber(c.dropped)}</td>
                    <td className={table.tdNum}>{formatPercent(c.dropoutRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
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
          <TableWrap label={copy.questionsTitle} maxHeight="max-h-[36rem]">
            <table className={table.table}>
              <caption className={table.caption}>{copy.questionsTitle}</caption>
              <thead className="sticky top-0">
                <tr>
                  <th scope="col" className={table.thNum}>
                    #
                  </th>
                  <th scope="col" className={table.th}>
                    {copy.question}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.reached}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.answered}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.dropped}
                  </th>
                  <th scope="col" className={table.thNum}>
                    {copy.dropoutRate}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.questions.map((q) => (
                  <tr key={q.questionId}>
                    <td className={table.tdNum}>{q.index}</td>
                    <th scope="row" className={`${table.td} min-w-60 font-normal`}>
                      <span className="block">{q.text}</span>
                      <span className="block text-muted text-xs">
                        {copy.chapter} {q.chapterPosition}: {q.chapterTitle}
                      </span>
                    </th>
                    <td className={table.tdNum}>{formatNumber(q.reached)}</td>
                    <td className={table.tdNum}>{formatNumber(q.answered)}</td>
                    <td className={table.tdNum}>{formatNumber(q.dropped)}</td>
                    <td className={table.tdNum}>{formatPercent(q.dropoutRate)}</td>
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
