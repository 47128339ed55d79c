import { type RefObject, useEffect, useState } from 'react';

/** How far below the viewport the section starts to load when scrolled towards. */
const NEAR_MARGIN = '800px 0px';
/** The latest the browser's idle time may keep the section waiting. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the element comes near the viewport or the browser is first idle, whichever is first: the
 * section's code loads after the page's first paint, not with it.
 */
export function useNearOrIdle(ref: RefObject<Element | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const element = ref.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
            rootMargin: NEAR_MARGIN,
          })
        : null;
    if (element) observer?.observe(element);
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle
      ? window.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(want, 1);
    return () => {
      observer?.disconnect();
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [ref, wanted]);
  return wanted;
}
