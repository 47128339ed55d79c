import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children right after the first commit, in a transition: React renders them in short
 * slices the browser can interrupt, so content below the fold never makes one long task with what is
 * above it.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : fallback;
}
