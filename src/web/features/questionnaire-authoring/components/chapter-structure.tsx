import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminChapter, AdminQuestionnaire } from '../../../../contract/admin';
import { SHARED_MESSAGES } from '../../../../domain/messages';
import { TEXT_LIMITS } from '../../../../domain/questionnaire';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cx } from '../../../components/ui/cx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { Panel, rowAction } from '../../admin/components/admin-ui';
import { type SortableCopy, SortableList } from '../../admin/components/sortable-list';
import { adminCopy } from '../../admin/copy';
import { useCreateChapter, useDeleteChapter, useReorderChapters } from '../api/chapters';
import { authoringCopy } from '../copy';
import { Badge } from './badges';

const copy = authoringCopy.structure;

const sortableCopy: SortableCopy = {
  listLabel: copy.listLabel,
  hint: copy.hint,
  dragInstructions: copy.dragInstructions,
  handle: copy.handle,
  moveUp: copy.moveUp,
  moveDown: copy.moveDown,
  pickedUp: copy.pickedUp,
  draggedOver: copy.draggedOver,
  dragCancelled: copy.dragCancelled,
  moved: copy.moved,
};

/** The number of the version the next edit goes to: the draft's, or the one after the published. */
export function nextVersionNumber(data: Pick<AdminQuestionnaire, 'version' | 'published'>): number {
  return data.version.status === 'draft' ? data.version.number : data.published.number + 1;
}

/**
 * The chapters of the version being edited, in order: reorder them (drag, keyboard, buttons), add one
 * at the end, or retire one (its questions go with it; earlier versions and their results keep them).
 */
export function ChapterStructure({
  data,
  selectedId,
  onEdit,
}: {
  data: AdminQuestionnaire;
  selectedId: string | undefined;
  /** show a chapter's intro and outro editors */
  onEdit: (chapterId: string) => void;
}) {
  const reorder = useReorderChapters();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminChapter | null>(null);
  const remove = useDeleteChapter();
  const counts = new Map<string, number>();
  for (const q of data.questions) counts.set(q.chapterId, (counts.get(q.chapterId) ?? 0) + 1);
  const isDraft = data.version.status === 'draft';
  const next = nextVersionNumber(data);

  return (
    <Panel
      id="chapter-structure"
      title={copy.title(isDraft ? data.version.number : data.published.number, isDraft)}
      description={copy.lead}
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.add}
        </Button>
      }
    >
      <SortableList
        items={data.chapters}
        textOf={(chapter) => chapter.title}
        copy={sortableCopy}
        onReorder={(ids) => reorder.mutate(ids)}
        renderContent={(chapter) => {
          const count = counts.get(chapter.id) ?? 0;
          return (
            <>
              <p className={cx('break-words text-ink', chapter.id === selectedId && 'font-semibold')}>
                {chapter.title}
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-2 text-muted text-xs">
                <Badge tone={chapter.area}>{adminCopy.questions.area[chapter.area]}</Badge>
                <span className={cx(count === 0 && 'font-medium text-score-low')}>
                  {count === 0 ? copy.noQuestions : copy.questions(count)}
                </span>
              </p>
            </>
          );
        }}
        renderActions={(chapter, n) => (
          <>
            <button
              type="button"
              className={cx(rowAction, 'px-2')}
              aria-label={copy.edit(n)}
              aria-current={chapter.id === selectedId ? 'true' : undefined}
              onClick={() => onEdit(chapter.id)}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={cx(rowAction, 'px-2 text-score-low')}
              aria-label={copy.remove(n)}
              onClick={() => setRemoving(chapter)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </>
        )}
      />
      <AddChapterDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(chapter) => {
          setAdding(false);
          onEdit(chapter.id);
        }}
      />
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={copy.removeTitle(removing.title)}
          description={copy.removeLead(counts.get(removing.id) ?? 0, next)}
          cancelLabel={adminCopy.common.cancel}
          confirmLabel={copy.removeConfirm}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                toast.success(copy.removed);
                setRemoving(null);
              },
            })
          }
        />
      )}
    </Panel>
  );
}

const chapterFormSchema = z.object({
  area: z.enum(['inner', 'outer']),
  title: z
    .string()
    .trim()
    .min(1, SHARED_MESSAGES.required)
    .max(TEXT_LIMITS.title, `At most ${TEXT_LIMITS.title} characters.`),
  description: z
    .string()
    .trim()
    .max(TEXT_LIMITS.description, `At most ${TEXT_LIMITS.description} characters.`),
});
type ChapterForm = z.input<typeof chapterFormSchema>;
const EMPTY: ChapterForm = { area: 'inner', title: '', description: '' };

function AddChapterDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (chapter: AdminChapter) => void;
}) {
  const create = useCreateChapter();
  const form = useForm<ChapterForm>({ resolver: zodResolver(chapterFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const chapter = await create.mutateAsync({
        area: values.area,
        title: values.title,
        description: values.description || null,
      });
      toast.success(copy.created);
      form.reset(EMPTY);
      onCreated(chapter);
    } catch {
      // the mutation's toast says what went wrong; the dialog keeps the text
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={copy.addTitle} description={copy.addLead}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <SelectField
            label={copy.area}
            options={[
              { value: 'inner', label: adminCopy.questions.area.inner },
              { value: 'outer', label: adminCopy.questions.area.outer },
            ]}
            {...form.register('area')}
          />
          <TextField label={copy.chapterTitle} error={errors.title?.message} {...form.register('title')} />
          <TextAreaField
            label={copy.description}
            hint={copy.descriptionHint}
            rows={2}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              {adminCopy.common.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? adminCopy.common.saving : copy.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
