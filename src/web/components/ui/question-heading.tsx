import { useEffect, useRef } from 'react';
import { cx } from './cx';

export interface QuestionHeadingProps {
  id?: string;
  text: string;
  /** Focus moves to the heading whenever this changes (the question's id). */
  focusKey: string;
  className?: string;
}

/** The question as the page's heading, focused on every change so keyboard and screen-reader users start there. */
export function QuestionHeading({ id, text, focusKey, className }: QuestionHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the question changes
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [focusKey]);
  return (
    <h1
      id={id}
      ref={ref}
      tabIndex={-1}
      className={cx(
        'text-balance text-center font-display text-[22px] text-ink leading-snug outline-none! sm:text-question',
        className,
      )}
    >
      {text}
    </h1>
  );
}
