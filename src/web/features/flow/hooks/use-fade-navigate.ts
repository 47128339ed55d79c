import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Fade the page out, then navigate after `delayMs`. Returns whether the page is leaving (for the fade
 * and to disable the button) and the function that starts it.
 */
export function useFadeNavigate(): {
  leaving: boolean;
  go: (to: string, delayMs: number, before?: () => void) => void;
} {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const go = useCallback(
    (to: string, delayMs: number, before?: () => void) => {
      if (timer.current) return;
      before?.();
      setLeaving(true);
      timer.current = setTimeout(() => navigate(to), delayMs);
    },
    [navigate],
  );
  return { leaving, go };
}
