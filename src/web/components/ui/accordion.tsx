import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from './cx';
import './ui.css';

/** Radix Accordion root: `type="single"` (with `collapsible`) or `type="multiple"`. */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item className={cx('border-line border-b last:border-b-0', className)} {...props} />
  );
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level wrapping the trigger (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cx(
            'group flex min-h-11 flex-1 items-center justify-between gap-4 py-3 text-left font-medium text-base text-ink transition-colors hover:text-[var(--theme-deep)]',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden text-base text-ink data-[state=closed]:hidden data-[state=open]:motion-safe:animate-[ui-accordion-down_200ms_ease-out]"
      {...props}
    >
      <div className={cx('pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
