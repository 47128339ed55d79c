import { useRef, useState } from 'react';
import { raterFlowCopy } from '../../../../content/feedback-copy';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useDeleteRaterAnswers } from '../api/delete-rater-answers';

/** "Delete my answers": asks once more, then deletes the rater's answers and comment for good. */
export function DeleteAnswers({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const remove = useDeleteRaterAnswers(token);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        onDeleted();
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        if (next) remove.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">{raterFlowCopy.thankYou.delete}</Button>
      </DialogTrigger>
      <DialogContent
        title={raterFlowCopy.deletion.title}
        description={raterFlowCopy.deletion.confirm}
        // focus on Cancel: an Enter pressed out of habit keeps the answers
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          keep.current?.focus();
        }}
      >
        {remove.isError && (
          <p role="alert" className="text-score-low text-sm">
            {raterFlowCopy.deletion.failed}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={keep} variant="secondary" disabled={remove.isPending}>
              {raterFlowCopy.deletion.cancel}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? raterFlowCopy.deletion.deleting : raterFlowCopy.deletion.confirmButton}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
