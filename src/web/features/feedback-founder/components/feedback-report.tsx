import { founderFeedbackCopy } from '../../../../content/feedback-copy';
import type { FeedbackReportView } from '../../../../contract/feedback';
import { formatScore } from '../../../../domain/scoring';
import { ComparisonFigures, GapNote } from './comparison-figures';

const copy = founderFeedbackCopy;

type Ready = Extract<FeedbackReportView, { status: 'ready' }>;
type Statement = Ready['blindSpots'][number];

function StatementList({
  id,
  title,
  description,
  empty,
  statements,
}: {
  id: string;
  title: string;
  description: string;
  empty: string;
  statements: Statement[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h4 id={id} className="font-semibold text-ink text-lg">
          {title}
        </h4>
        <p className="text-muted text-sm">{description}</p>
      </div>
      {statements.length === 0 ? (
        <p className="text-ink/90">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {statements.map((statement) => (
            <li key={statement.questionId} className="rounded-card border border-line p-4">
              <p className="text-ink">{statement.text ?? statement.chapterTitle}</p>
              <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-muted text-sm">
                {statement.text && <span>{statement.chapterTitle}</span>}
                {statement.self !== null && (
                  <span className="font-semibold text-ink tabular-nums">
                    {copy.report.selfVsOthers(
                      formatScore(statement.self),
                      formatScore(statement.others.mean),
                    )}
                  </span>
                )}
                <span>{copy.statement.ratings(statement.others.ratingCount)}</span>
                {statement.askedOf && <span>{copy.statement.askedOf(statement.askedOf)}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The report once enough raters answered: overall and per chapter the founder beside all others (mean,
 * spread, how many) and the groups that may be shown; blind spots, hidden strengths and comments.
 */
export function FeedbackReport({ report }: { report: Ready }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="feedback-comparison-title" className="flex flex-col gap-5">
        <h4 id="feedback-comparison-title" className="font-semibold text-ink text-lg">
          {copy.report.title}
        </h4>
        <div className="flex flex-col gap-3 rounded-card bg-paper p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h5 className="font-display text-ink text-xl">{copy.report.overall}</h5>
            <GapNote gap={report.overall.gap} />
          </div>
          <ComparisonFigures
            subject={copy.report.overall}
            self={report.overall.self}
            others={report.overall.others}
            groups={report.overall.groups}
          />
          <p className="text-muted text-sm">{copy.report.spreadHelp}</p>
        </div>
        <ul className="grid gap-x-8 gap-y-6 md:grid-cols-2">
          {report.chapters.map((chapter) => (
            <li key={chapter.chapterId} className="flex flex-col gap-3 border-line border-t pt-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h5 className="font-semibold text-ink">{chapter.title}</h5>
                <GapNote gap={chapter.gap} />
              </div>
              <ComparisonFigures
                subject={chapter.title}
                self={chapter.self}
                others={chapter.others}
                groups={chapter.groups}
              />
              {chapter.others && (
                <p className="text-muted text-xs">
                  {copy.report.basedOn(chapter.statementCount, chapter.questionCount)}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <StatementList
        id="feedback-blind-spots-title"
        title={copy.blindSpots.title}
        description={copy.blindSpots.description}
        empty={copy.blindSpots.empty}
        statements={report.blindSpots}
      />
      <StatementList
        id="feedback-hidden-strengths-title"
        title={copy.hiddenStrengths.title}
        description={copy.hiddenStrengths.description}
        empty={copy.hiddenStrengths.empty}
        statements={report.hiddenStrengths}
      />

      <section aria-labelledby="feedback-comments-title" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h4 id="feedback-comments-title" className="font-semibold text-ink text-lg">
            {copy.comments.title}
          </h4>
          <p className="text-muted text-sm">{copy.comments.description}</p>
        </div>
        {report.comments.length === 0 ? (
          <p className="text-ink/90">{copy.comments.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {report.comments.map((comment, index) => (
              // Comments have no id on purpose (nothing ties one to a rater); their shown order is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="rounded-card bg-paper p-4">
                <blockquote className="whitespace-pre-line text-ink/90 leading-relaxed">{comment}</blockquote>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
