import { useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { historyCopy } from '../../../../content/history-copy';
import type { ResultSummary } from '../../../../contract/assessment';
import { formatScore } from '../../../../domain/scoring';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { Card } from '../../../components/ui/card';
import { resultHistoryQuery } from '../api/account-api';
import { formatDate, formatDateTime, roundChange } from '../lib/format';

const copy = historyCopy;

/** The change of a chapter since the assessment before: an arrow, the signed number, and words for AT. */
export function ChangeBadge({ change }: { change: number | null }) {
  const rounded = roundChange(change);
  if (rounded === null) {
    return (
      <span className="text-muted text-sm">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{copy.changeLabel(null)}</span>
      </span>
    );
  }
  const Icon = rounded > 0 ? ArrowUpRight : rounded < 0 ? ArrowDownRight : Minus;
  const tone = rounded > 0 ? 'text-score-high' : rounded < 0 ? 'text-score-low' : 'text-muted';
  return (
    <span className={`inline-flex items-center gap-1 font-semibold text-sm tabular-nums ${tone}`}>
      <Icon aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{copy.change(rounded)}</span>
      <span className="sr-only">{copy.changeLabel(rounded)}</span>
    </span>
  );
}

function Score({ label, value }: { label: string; value: number }) {
  return (
    <span className="whitespace-nowrap">
      {label} <span className="font-semibold text-ink">{formatScore(value)}</span>
    </span>
  );
}

/** The change column of a chapter: the change, or why there is none (new since the one before). */
function ChangeCell({
  result,
  chapter,
}: {
  result: ResultSummary;
  chapter: ResultSummary['chapters'][number];
}) {
  if (chapter.inPrevious || result.previousVersion === null) return <ChangeBadge change={chapter.change} />;
  return (
    <span className="text-muted text-sm">
      {result.previousVersion !== result.version ? copy.newInVersion(result.version) : copy.notInPrevious}
    </span>
  );
}

function AssessmentTable({ result }: { result: ResultSummary }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        {formatDate(result.completedAt)}, {copy.version(result.version)}
      </caption>
      <thead>
        <tr className="text-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            {copy.columns.chapter}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {copy.columns.score}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {copy.columns.change}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {result.chapters.map((chapter) => (
          <tr key={chapter.chapterId}>
            <th scope="row" className="py-2 pr-3 font-normal text-ink">
              {chapter.title}
            </th>
            <td className="py-2 pr-3 text-right text-ink tabular-nums">{formatScore(chapter.average)}</td>
            <td className="py-2 text-right">
              <ChangeCell result={result} chapter={chapter} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the comparison with the assessment before leaves out: other versions, chapters no longer there. */
function ComparisonNotes({ result }: { result: ResultSummary }) {
  const previous = result.previousVersion;
  if (previous === null) return <p className="mt-2 text-muted text-sm">{copy.first}</p>;
  const acrossVersions = previous !== result.version;
  const removed = result.removedChapters.map((chapter) => chapter.title).join(', ');
  if (!acrossVersions && !removed) return null;
  return (
    <div className="mt-2 space-y-1 text-muted text-sm">
      {acrossVersions && <p>{copy.acrossVersions(previous, result.version)}</p>}
      {removed && <p>{acrossVersions ? copy.removed(removed) : copy.notAnswered(removed)}</p>}
    </div>
  );
}

/**
 * 'Your assessments' (beyond the spec): every completed assessment of the signed-in user, newest first,
 * each with its questionnaire version and the change per chapter since the one before. Only chapters in
 * both are compared; the others say why. The newest is open.
 */
export function HistorySection({
  enabled,
  renderExtra,
}: {
  enabled: boolean;
  /** more about one assessment from another feature (its 90-day plan), under its table */
  renderExtra?: (sessionId: string) => ReactNode;
}) {
  const history = useQuery({ ...resultHistoryQuery(), enabled });
  const results = history.data?.results ?? [];
  // The newest opens right after the section has mounted, in a transition of its own: an open panel
  // renders its tables and measures itself (a style and layout pass), which would otherwise lengthen
  // the task that mounts the section.
  const newest = results[0]?.sessionId;
  const [open, setOpen] = useState('');
  useEffect(() => {
    if (newest) startTransition(() => setOpen(newest));
  }, [newest]);
  if (!enabled || (history.isSuccess && results.length === 0) || history.isPending) return null;
  return (
    <section id="history" aria-labelledby="history-title" className="scroll-mt-24" data-print="hide">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-col gap-1">
          <h2 id="history-title" className="font-display text-3xl text-ink">
            {copy.title}
          </h2>
          <p className="text-muted">{copy.description}</p>
        </div>
        {history.isError ? (
          <p role="alert" className="text-ink">
            {copy.loadFailed}
          </p>
        ) : (
          // A newly saved assessment opens in place of the one before.
          <Accordion type="single" collapsible value={open} onValueChange={setOpen}>
            {results.map((result, index) => (
              <AccordionItem key={result.sessionId} value={result.sessionId}>
                <AccordionTrigger headingLevel={3}>
                  <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span>
                      <time className="whitespace-nowrap" dateTime={result.completedAt}>
                        {formatDateTime(result.completedAt)}
                      </time>
                      <span className="ml-2 whitespace-nowrap text-muted text-sm">
                        {copy.version(result.version)}
                      </span>
                      {index === 0 && (
                        <span className="ml-2 rounded-full bg-[var(--theme-soft)] px-2 py-0.5 font-medium text-[var(--theme-deep)] text-xs">
                          {copy.latest}
                        </span>
                      )}
                    </span>
                    <span className="flex flex-wrap gap-x-3 text-muted text-sm">
                      <Score label={copy.overall} value={result.overall} />
                      {result.inner !== null && <Score label={copy.inner} value={result.inner} />}
                      {result.outer !== null && <Score label={copy.outer} value={result.outer} />}
                    </span>
                  </span>
                </AccordionTrigger>
                {/* only the open one is mounted: a mounted closed panel still measures itself (a layout pass) */}
                {open === result.sessionId && (
                  <AccordionContent>
                    <AssessmentTable result={result} />
                    <ComparisonNotes result={result} />
                    {renderExtra?.(result.sessionId)}
                  </AccordionContent>
                )}
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </Card>
    </section>
  );
}
