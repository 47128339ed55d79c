import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from './cx';
import './ui.css';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

/** The floating panel, in a portal, 8 px from its trigger. */
export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'center',
  collisionPadding = 12,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={cx(
          'z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-card border border-line bg-white p-4 text-ink shadow-soft',
          'data-[state=open]:motion-safe:animate-[ui-pop-in_150ms_ease-out]',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
