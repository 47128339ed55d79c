import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { closeButtonClasses, keepOpenOnToast, overlayClasses } from './dialog';
import './ui.css';

export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;
export const DrawerClose = DialogPrimitive.Close;

export interface DrawerContentProps {
  title: string;
  /** Which edge it slides from (default 'left'). */
  side?: 'left' | 'right';
  description?: string;
  children?: ReactNode;
  className?: string;
}

/** A side sheet (e.g. 'Results Navigation' on small screens): a modal Radix Dialog along one edge. */
export function DrawerContent({
  title,
  side = 'left',
  description,
  children,
  className,
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        onInteractOutside={keepOpenOnToast}
        {...(description ? {} : { 'aria-describedby': undefined })}
        data-side={side}
        className={cx(
          'fixed inset-y-0 z-50 flex w-[85vw] max-w-xs flex-col overflow-y-auto bg-white text-ink shadow-soft',
          side === 'left'
            ? 'left-0 border-line border-r data-[state=open]:motion-safe:animate-[ui-slide-in-left_250ms_ease-out]'
            : 'right-0 border-line border-l data-[state=open]:motion-safe:animate-[ui-slide-in-right_250ms_ease-out]',
          className,
        )}
      >
        <div className="flex items-center justify-between gap-4 border-line border-b px-4 py-2">
          <div className="flex flex-col">
            <DialogPrimitive.Title className="font-semibold text-ink text-lg">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-muted text-sm">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close aria-label="Close" className={closeButtonClasses}>
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="flex-1 p-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
