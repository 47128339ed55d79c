import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChapterDiff, QuestionDiff, QuestionnaireDiff } from '../../../../contract/questionnaire';
import { Button } from '../../../components/ui/button';
import { authoringCopy } from '../copy';
import { chapterHasChanges, countChanges, countPhrases, fieldLabel, fieldValue } from '../lib/diff-summary';
import { Badge, type BadgeTone } from './badges';

const copy = authoringCopy.review;

const statusTone: Record<ChapterDiff['status'], BadgeTone> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  unchanged: 'neutral',
};

/**
 * The draft against the published version, readable: a summary, then every chapter with a change
 * (added, removed, moved, its texts and custom content before → after, and its questions: added,
 * removed, reordered, reworded, labels, insights, moved), and the unchanged chapters on request.
 */
export function DiffView({ diff }: { diff: QuestionnaireDiff }) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  const changed = diff.chapters.filter(chapterHasChanges);
  const unchanged = diff.chapters.filter((chapter) => !chapterHasChanges(chapter));
  const phrases = countPhrases(countChanges(diff));
  const titles = new Map(diff.chapters.map((c) => [c.chapterId, c.title]));
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="diff-summary-title"
        className="rounded-card border border-line bg-white p-4 shadow-soft sm:p-5"
      >
        <h2 id="diff-summary-title" className="font-semibold text-ink text-lg">
          {copy.summaryTitle}
        </h2>
        <p className="mt-0.5 text-muted text-sm">{copy.compare(diff.to.number, diff.from.number)}</p>
        {phrases.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {phrases.map((phrase) => (
              <li key={phrase} className="rounded-full bg-paper px-3 py-1 text-ink text-sm ring-1 ring-line">
                {phrase}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink">{copy.unchanged(diff.from.number)}</p>
        )}
      </section>
      {changed.map((chapter) => (
        <ChapterChanges
          key={chapter.chapterId}
          chapter={chapter}
          titles={titles}
          movedOut={diff.chapters.flatMap((other) =>
            other.questions
              .filter((q) => q.movedFrom === chapter.chapterId)
              .map((question) => ({ question, to: other.title })),
          )}
        />
      ))}
      {unchanged.length > 0 && (
        <div className="flex flex-col gap-3">
          <div>
            <Button
              variant="secondary"
              aria-expanded={showUnchanged}
              onClick={() => setShowUnchanged((shown) => !shown)}
            >
              {showUnchanged ? copy.hideUnchanged : copy.showUnchanged(unchanged.length)}
            </Button>
          </div>
          {showUnchanged && (
            <ul className="flex flex-col gap-1 rounded-card border border-line bg-white p-4">
              {unchanged.map((chapter) => (
                <li key={chapter.chapterId} className="flex flex-wrap items-center gap-2 text-ink">
                  {copy.chapterHeading(chapter.positionAfter, chapter.title)}
                  <Badge tone="neutral">{copy.chapterStatus.unchanged}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function ChapterChanges({
  chapter,
  titles,
  movedOut,
}: {
  chapter: ChapterDiff;
  /** chapter id → title, to name where a question came from */
  titles: ReadonlyMap<string, string>;
  /** questions that left this chapter for another one (listed there as moved) */
  movedOut: ReadonlyArray<{ question: QuestionDiff; to: string }>;
}) {
  const titleId = useId();
  const questions = chapter.questions.filter((q) => q.status !== 'unchanged');
  const moved = chapter.reordered;
  const position = chapter.status === 'removed' ? chapter.positionBefore : chapter.positionAfter;
  return (
    <article
      aria-labelledby={titleId}
      data-chapter-id={chapter.chapterId}
      className="rounded-card border border-line bg-white shadow-soft"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-line border-b px-4 py-4 sm:px-5">
        <h2 id={titleId} className="font-semibold text-ink text-lg">
          {copy.chapterHeading(position, chapter.title)}
        </h2>
        <Badge tone={statusTone[chapter.status]}>{copy.chapterStatus[chapter.status]}</Badge>
        <span className="text-muted text-sm">{copy.area[chapter.area]}</span>
        {moved && (
          <Badge tone="changed">
            {copy.chapterMoved(chapter.positionBefore ?? 0, chapter.positionAfter ?? 0)}
          </Badge>
        )}
      </header>
      <div className="flex flex-col gap-5 p-4 sm:p-5">
        {chapter.status === 'removed' && (
          <p className="text-ink">{copy.removedChapterNote(chapter.questions.length)}</p>
        )}
        {chapter.fields.length > 0 && (
          <section aria-label={`${copy.chapterFields}: ${chapter.title}`}>
            <h3 className="font-semibold text-ink">{copy.chapterFields}</h3>
            <dl className="mt-2 flex flex-col gap-3">
              {chapter.fields.map((change) => (
                <FieldChange key={change.field} {...change} />
              ))}
            </dl>
          </section>
        )}
        {chapter.status !== 'removed' && (
          <section aria-label={`${copy.questionsTitle}: ${chapter.title}`}>
            <h3 className="font-semibold text-ink">{copy.questionsTitle}</h3>
            {chapter.questions.every((q) => q.status === 'removed') && (
              <p className="mt-1 font-medium text-score-low text-sm">{copy.noQuestionsLeft}</p>
            )}
            {questions.length === 0 && movedOut.length === 0 ? (
              chapter.questions.length > 0 && (
                <p className="mt-1 text-muted text-sm">{copy.noQuestionChanges}</p>
              )
            ) : (
              <ul className="mt-2 flex flex-col gap-3">
                {questions.map((question) => (
                  <QuestionChange
                    key={question.questionId}
                    question={question}
                    from={question.movedFrom ? (titles.get(question.movedFrom) ?? null) : null}
                  />
                ))}
                {movedOut.map(({ question, to }) => (
                  <li
                    key={question.questionId}
                    data-question-id={question.questionId}
                    data-status="moved-out"
                    className="rounded-lg border border-line border-dashed p-3"
                  >
                    <Badge tone="changed">{copy.movedTo(to)}</Badge>
                    <p className="mt-2 text-muted">{question.textBefore}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {chapter.status === 'removed' && chapter.questions.length > 0 && (
          <ul aria-label={`${copy.questionsTitle}: ${chapter.title}`} className="flex flex-col gap-1.5">
            {chapter.questions.map((question) => (
              <li key={question.questionId} className="text-muted text-sm">
                <del>{question.textBefore ?? question.textAfter}</del>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

function QuestionChange({ question, from }: { question: QuestionDiff; from: string | null }) {
  const kinds: string[] =
    question.status === 'changed'
      ? question.changes.map((kind) =>
          kind === 'moved' && from ? copy.movedFrom(from) : copy.changeKinds[kind],
        )
      : [copy.questionStatus[question.status]];
  const place = copy.questionMoved(question.positionBefore, question.positionAfter);
  const reworded = question.status === 'changed' && question.changes.includes('reworded');
  // the text change is shown as the question itself; the other fields below it
  const otherFields = question.fields.filter((change) => !(reworded && change.field === 'text'));
  const showPlace = question.status === 'changed' && question.changes.includes('reordered') && place !== null;
  return (
    <li
      data-question-id={question.questionId}
      data-status={question.status}
      className="rounded-lg border border-line p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        {kinds.map((kind) => (
          <Badge key={kind} tone={statusTone[question.status]}>
            {kind}
          </Badge>
        ))}
        {showPlace && <span className="text-muted text-sm">{place}</span>}
      </div>
      {reworded ? (
        <BeforeAfter before={question.textBefore} after={question.textAfter} />
      ) : question.status === 'removed' ? (
        <>
          <p className="mt-2 text-ink">
            <del className="decoration-score-low">{question.textBefore}</del>
          </p>
          <p className="mt-1 text-muted text-sm">{copy.removedQuestionNote}</p>
        </>
      ) : (
        <p className="mt-2 text-ink">
          {question.status === 'added' ? (
            <ins className="no-underline">{question.textAfter}</ins>
          ) : (
            question.textAfter
          )}
        </p>
      )}
      {otherFields.length > 0 && question.status === 'changed' && (
        <dl className="mt-3 flex flex-col gap-3">
          {otherFields.map((change) => (
            <FieldChange key={change.field} {...change} />
          ))}
        </dl>
      )}
    </li>
  );
}

/** One field before → after, as a definition: the field's name, then both values. */
function FieldChange({
  field,
  before,
  after,
}: {
  field: string;
  before: string | null;
  after: string | null;
}) {
  return (
    <div>
      <dt className="font-medium text-ink text-sm">{fieldLabel(field)}</dt>
      <dd>
        <BeforeAfter before={before} after={after} field={field} />
      </dd>
    </div>
  );
}

function BeforeAfter({
  before,
  after,
  field,
}: {
  before: string | null;
  after: string | null;
  field?: string;
}) {
  return (
    <div className="mt-1.5 grid gap-2 sm:grid-cols-[1fr_auto_1fr] sm:items-stretch">
      <div className="rounded-md border-score-low border-l-4 bg-paper px-3 py-2">
        <p className="font-semibold text-muted text-xs uppercase tracking-wide">{copy.before}</p>
        <del className="block whitespace-pre-line break-words text-ink no-underline">
          {fieldValue(before, field)}
        </del>
      </div>
      <ArrowRight aria-hidden="true" className="hidden size-4 self-center text-muted sm:block" />
      <div className="rounded-md border-score-high border-l-4 bg-paper px-3 py-2">
        <p className="font-semibold text-muted text-xs uppercase tracking-wide">{copy.after}</p>
        <ins className="block whitespace-pre-line break-words text-ink no-underline">
          {fieldValue(after, field)}
        </ins>
      </div>
    </div>
  );
}
