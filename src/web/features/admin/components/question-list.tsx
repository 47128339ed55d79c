import { Pencil, Trash2 } from 'lucide-react';
import { RATER_RELATIONSHIP_LABELS } from '../../../../content/feedback-copy';
import type { AdminQuestion } from '../../../../contract/admin';
import { cx } from '../../../components/ui/cx';
import { Badge } from '../../questionnaire-authoring/components/badges';
import { adminCopy } from '../copy';
import { rowAction } from './admin-ui';
import { type SortableCopy, SortableList } from './sortable-list';

const copy = adminCopy.questions;

const sortableCopy = (chapterTitle: string): SortableCopy => ({
  listLabel: copy.listLabel(chapterTitle),
  hint: copy.reorderHint,
  dragInstructions: copy.dragInstructions,
  handle: copy.handle,
  moveUp: copy.moveUp,
  moveDown: copy.moveDown,
  pickedUp: copy.pickedUp,
  draggedOver: copy.draggedOver,
  dragCancelled: copy.dragCancelled,
  moved: copy.moved,
});

/**
 * A chapter's questions in order, reorderable by drag and drop, keyboard and move buttons (see
 * SortableList); each move reports the new order, which the caller saves.
 */
export function QuestionList({
  chapterTitle,
  questions,
  onReorder,
  onEdit,
  onDelete,
  disabled,
}: {
  chapterTitle: string;
  questions: readonly AdminQuestion[];
  onReorder: (ids: string[]) => void;
  onEdit: (question: AdminQuestion) => void;
  onDelete: (question: AdminQuestion) => void;
  disabled?: boolean;
}) {
  return (
    <SortableList
      items={questions}
      textOf={(question) => question.text}
      copy={sortableCopy(chapterTitle)}
      onReorder={onReorder}
      disabled={disabled}
      renderContent={(question) => (
        <>
          <p className="break-words text-ink">{question.text}</p>
          <p className="mt-0.5 break-words text-muted text-xs">
            {question.observerText === null ? (
              copy.notAskedOfRaters
            ) : (
              <>
                {copy.observerListLabel}: {question.observerText}
              </>
            )}
          </p>
          {(question.leftLabel || question.rightLabel) && (
            <p className="mt-0.5 text-muted text-xs">
              1 = {question.leftLabel ?? adminCopy.common.none} · 5 ={' '}
              {question.rightLabel ?? adminCopy.common.none}
            </p>
          )}
          <QuestionBadges question={question} />
        </>
      )}
      renderActions={(question, n) => (
        <>
          <button
            type="button"
            className={cx(rowAction, 'px-2')}
            aria-label={copy.edit(n)}
            onClick={() => onEdit(question)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={cx(rowAction, 'px-2 text-score-low')}
            aria-label={copy.remove(n)}
            onClick={() => onDelete(question)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </>
      )}
    />
  );
}

/** What a question allows beyond the plain scale; nothing for a question asked of everyone as usual. */
export function QuestionBadges({
  question,
}: {
  question: Pick<AdminQuestion, 'notApplicableAllowed' | 'raterRelationships'>;
}) {
  const raters = question.raterRelationships;
  if (!question.notApplicableAllowed && raters === null) return null;
  return (
    <p className="mt-1.5 flex flex-wrap gap-1.5">
      {question.notApplicableAllowed && <Badge tone="neutral">{copy.notApplicableBadge}</Badge>}
      {raters !== null && (
        <Badge tone="neutral" wrap>
          {/* the labels begin a sentence elsewhere; inside the badge's list they are plain words */}
          {copy.ratersBadge(
            raters.map((relationship) => RATER_RELATIONSHIP_LABELS[relationship].toLowerCase()),
          )}
        </Badge>
      )}
    </p>
  );
}
