import { CircleAlert, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { QuestionnaireDiff } from '../../../../contract/questionnaire';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toaster';
import { adminCopy } from '../../admin/copy';
import { usePublishDraft } from '../api/draft';
import { useRefreshAfterVersionChange } from '../api/refresh';
import { authoringCopy } from '../copy';
import { type PublishProblem, publishProblem } from '../lib/publish-problem';
import { DiscardDraftDialog } from './discard-draft-dialog';
import { AUTHORING_ROUTES } from './version-bar';

const copy = authoringCopy.review;

/**
 * Publishing the reviewed draft: one button, one confirmation that names the version, and the request
 * names the draft and the revision shown in the diff. A refusal is shown in a toast and here, with the
 * one thing to do about it.
 */
export function PublishPanel({
  diff,
  onReloadDiff,
}: {
  diff: QuestionnaireDiff;
  /** fetch the diff again (after `draft_changed`) */
  onReloadDiff: () => void;
}) {
  const publish = usePublishDraft();
  const refresh = useRefreshAfterVersionChange();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [problem, setProblem] = useState<(PublishProblem & { revision: number }) | null>(null);
  const to = diff.to.number;
  const from = diff.from.number;
  // a problem belongs to the diff it was met on: a reloaded diff (new revision) clears it
  const shown = problem && problem.revision === diff.to.revision ? problem : null;

  // mutateAsync: its promise settles even if the screen re-renders without this panel meanwhile
  const confirm = async () => {
    try {
      const { version } = await publish.mutateAsync({ draftId: diff.to.id, revision: diff.to.revision });
      setConfirming(false);
      toast.success(copy.published(version.number));
      navigate(AUTHORING_ROUTES.versions);
    } catch (error) {
      setConfirming(false);
      const found = publishProblem(error);
      setProblem({ ...found, revision: diff.to.revision });
      toast.error(found.title, { id: 'publish-problem', description: found.message });
    }
  };

  const act = (action: PublishProblem['action']) => {
    if (action === 'reload') {
      setProblem(null);
      void refresh();
    } else if (action === 'reload-diff') {
      setProblem(null);
      onReloadDiff();
    } else if (action === 'discard') setDiscarding(true);
  };

  return (
    <section
      aria-labelledby="publish-title"
      className="rounded-card border border-line bg-white p-4 shadow-soft sm:p-5"
    >
      <h2 id="publish-title" className="font-semibold text-ink text-lg">
        {copy.publishTitle}
      </h2>
      <p className="mt-0.5 max-w-3xl text-muted text-sm">{copy.publishLead(to, from)}</p>
      {shown && <ProblemNotice problem={shown} onAction={act} emptyChapterId={emptyChapterOf(diff)} />}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => setConfirming(true)} disabled={!diff.changed || publish.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {copy.publishButton(to)}
        </Button>
        <Link to={AUTHORING_ROUTES.preview} className={buttonClasses('secondary')}>
          {copy.preview}
        </Link>
      </div>
      <Dialog open={confirming} onOpenChange={(open) => !publish.isPending && setConfirming(open)}>
        <DialogContent title={copy.confirmTitle(to)} description={copy.confirmLead(to, from)}>
          <DialogFooter>
            <Button variant="secondary" disabled={publish.isPending} onClick={() => setConfirming(false)}>
              {adminCopy.common.cancel}
            </Button>
            <Button disabled={publish.isPending} onClick={confirm}>
              {publish.isPending ? copy.publishing : copy.publishButton(to)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <DiscardDraftDialog
        open={discarding}
        onOpenChange={setDiscarding}
        draft={to}
        published={from}
        edits={diff.to.revision}
        onDiscarded={() => navigate(AUTHORING_ROUTES.versions)}
      />
    </section>
  );
}

/** The first chapter of the draft without questions: where 'Edit questions' leads. */
function emptyChapterOf(diff: QuestionnaireDiff): string | null {
  const empty = diff.chapters.find(
    (c) => c.status !== 'removed' && c.questions.every((q) => q.status === 'removed'),
  );
  return empty?.chapterId ?? null;
}

function ProblemNotice({
  problem,
  onAction,
  emptyChapterId,
}: {
  problem: PublishProblem;
  onAction: (action: PublishProblem['action']) => void;
  emptyChapterId: string | null;
}) {
  const link =
    problem.action === 'edit-chapters'
      ? '/admin/chapters'
      : problem.action === 'edit-questions'
        ? `/admin/questions${emptyChapterId ? `?chapter=${emptyChapterId}` : ''}`
        : null;
  return (
    <div
      role="alert"
      data-problem={problem.code}
      className="mt-4 flex flex-col gap-3 rounded-lg border border-score-low/40 bg-white p-4"
    >
      <div className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-score-low" />
        <div>
          <p className="font-semibold text-ink">{problem.title}</p>
          <p className="text-ink">{problem.message}</p>
        </div>
      </div>
      {problem.actionLabel &&
        (link ? (
          <Link to={link} className={buttonClasses('secondary', 'md', 'self-start')}>
            {problem.actionLabel}
          </Link>
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => onAction(problem.action)}>
            {problem.actionLabel}
          </Button>
        ))}
    </div>
  );
}
