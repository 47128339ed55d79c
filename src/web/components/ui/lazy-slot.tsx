import { type ComponentPropsWithoutRef, type ReactNode, Suspense, useRef } from 'react';
import { useNearOrIdle } from '../../lib/use-near-or-idle';

export type LazySlotProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** Lazily loaded content: rendered, and so downloaded, only once the slot is wanted. */
  children: ReactNode;
  /** Shown until then and while the content's code loads (default: nothing). */
  fallback?: ReactNode;
};

/**
 * A place on the page for a section loaded with `lazy()`: its code loads once the place comes near
 * the viewport or the browser is first idle, so that it is not part of the page's first load.
 */
export function LazySlot({ children, fallback = null, ...props }: LazySlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useNearOrIdle(ref);
  return (
    <div ref={ref} {...props}>
      {wanted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
