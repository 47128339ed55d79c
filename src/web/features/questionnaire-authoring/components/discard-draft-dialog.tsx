import { AUTHORING_FAILURES } from '../../../../contract/questionnaire';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { adminCopy } from '../../admin/copy';
import { useDiscardDraft } from '../api/draft';
import { authoringCopy } from '../copy';
import { publishProblem } from '../lib/publish-problem';

const copy = authoringCopy.discard;

/** Confirms and discards the draft; the published version stays. Focus starts on Cancel. */
export function DiscardDraftDialog({
  open,
  onOpenChange,
  draft,
  published,
  edits,
  onDiscarded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the draft's version number */
  draft: number;
  /** the published version's number */
  published: number;
  edits: number;
  onDiscarded?: () => void;
}) {
  const discard = useDiscardDraft();
  // mutateAsync: its promise settles even if the bar re-renders without this dialog meanwhile
  const confirm = async () => {
    try {
      await discard.mutateAsync();
      toast.success(copy.done);
      onDiscarded?.();
    } catch (error) {
      const problem = publishProblem(error);
      toast.error(problem.known ? problem.title : AUTHORING_FAILURES.discardDraft, {
        description: problem.message,
      });
    }
    onOpenChange(false);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title(draft)}
      description={copy.lead(published, edits)}
      cancelLabel={adminCopy.common.cancel}
      confirmLabel={copy.confirm}
      pending={discard.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
