import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminQuestion, AdminQuestionnaire } from '../../../../contract/admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toaster';
import { VersionBar } from '../../questionnaire-authoring/components/version-bar';
import { useAdminQuestionnaire, useDeleteQuestion, useReorderQuestions } from '../api/questionnaire';
import { adminCopy } from '../copy';
import { Empty, PageHeader, Panel, QueryState } from './admin-ui';
import { ChapterSelect, useSelectedChapter } from './chapter-select';
import { QuestionFormDialog } from './question-form-dialog';
import { QuestionList } from './question-list';

const copy = adminCopy.questions;

export function QuestionsScreen() {
  const questionnaire = useAdminQuestionnaire();
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <VersionBar />
      <QueryState query={questionnaire} loadingText={copy.loading}>
        {(data) => <Questions data={data} />}
      </QueryState>
    </>
  );
}

function Questions({ data }: { data: AdminQuestionnaire }) {
  const { chapter, select } = useSelectedChapter(data.chapters);
  const [editing, setEditing] = useState<{ question: AdminQuestion | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const reorder = useReorderQuestions();
  const remove = useDeleteQuestion();
  if (!chapter) return <Empty>{copy.empty}</Empty>;
  const questions = data.questions.filter((q) => q.chapterId === chapter.id);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ChapterSelect chapters={data.chapters} value={chapter.id} onChange={select} />
        <Button onClick={() => setEditing({ question: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.add}
        </Button>
      </div>
      <Panel
        id="chapter-questions"
        title={`${chapter.position}. ${chapter.title}`}
        description={copy.chapterSummary(copy.area[chapter.area], questions.length)}
      >
        {questions.length === 0 ? (
          <Empty>{copy.empty}</Empty>
        ) : (
          <QuestionList
            chapterTitle={chapter.title}
            questions={questions}
            onReorder={(questionIds) => reorder.mutate({ chapterId: chapter.id, questionIds })}
            onEdit={(question) => setEditing({ question })}
            onDelete={setDeleting}
          />
        )}
      </Panel>
      <QuestionFormDialog
        open={editing !== null}
        chapterId={chapter.id}
        question={editing?.question ?? null}
        onClose={() => setEditing(null)}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting && (
          <DialogContent
            title={copy.deleteTitle}
            description={copy.deleteLead}
            // focus on Cancel: an Enter pressed out of habit keeps the question
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              keep.current?.focus();
            }}
          >
            <blockquote className="rounded-lg bg-paper p-3 text-ink">{deleting.text}</blockquote>
            <DialogFooter>
              <Button ref={keep} variant="secondary" onClick={() => setDeleting(null)}>
                {adminCopy.common.cancel}
              </Button>
              <Button
                variant="destructive"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      toast.success(copy.deleted);
                      setDeleting(null);
                    },
                  })
                }
              >
                {adminCopy.common.delete}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
