import { useRef } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogFooter } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The action is under way: the confirm button waits. */
  pending: boolean;
  onConfirm(): void;
}

/**
 * A question before an action that cannot be undone: cancel, or confirm (destructive). Focus starts
 * on Cancel, so that an Enter or Space pressed out of habit keeps what is there.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={title}
          description={description}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          <DialogFooter>
            <Button ref={cancel} variant="secondary" onClick={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button
              variant="destructive"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
