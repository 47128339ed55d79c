import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx';
import './ui.css';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses =
  'fixed inset-0 z-50 bg-ink/50 data-[state=open]:motion-safe:animate-[ui-fade-in_200ms_ease-out]';

export const closeButtonClasses =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-black/5 hover:text-ink';

/**
 * Toasts show above dialogs (sonner's list has the top z-index) and stay pressable: a press on one is
 * not a press outside the dialog, so closing a toast leaves the dialog open.
 */
export function keepOpenOnToast(event: { target: EventTarget | null; preventDefault(): void }): void {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
    event.preventDefault();
}

export interface DialogContentProps {
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
  /** Hide the corner close button (Escape and DialogClose still close). */
  hideClose?: boolean;
  /** Where focus goes on open: by default the first focusable element, the corner close button. */
  onOpenAutoFocus?: DialogPrimitive.DialogContentProps['onOpenAutoFocus'];
}

/**
 * A centred modal: overlay, title, optional description and a 'Close' button. Focus is trapped
 * inside and returns to the trigger; Escape closes (Radix).
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  hideClose,
  onOpenAutoFocus,
}: DialogContentProps) {
  return (
    // The container given, Radix renders the content in the same pass as the rest (a transition stays
    // one, in slices); without it the portal renders empty first and then the whole dialog at once, in
    // the commit's long task.
    <DialogPrimitive.Portal container={globalThis.document?.body}>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        onOpenAutoFocus={onOpenAutoFocus}
        onInteractOutside={keepOpenOnToast}
        // Without a description Radix expects aria-describedby to be undefined explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cx(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-card border border-line bg-white p-6 text-ink shadow-soft',
          'data-[state=open]:motion-safe:animate-[ui-pop-in_200ms_ease-out]',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-2 pt-2">
            <DialogPrimitive.Title className="font-display font-semibold text-[22px] leading-tight">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-base text-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {!hideClose && (
            <DialogPrimitive.Close aria-label="Close" className={cx(closeButtonClasses, '-mt-2 -mr-2')}>
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          )}
        </div>
        <div className="mt-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Buttons at the foot of a dialog: stacked on phones, right-aligned in a row from sm. */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cx('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      {children}
    </div>
  );
}
