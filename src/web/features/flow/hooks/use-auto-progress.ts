import { useEffect, useRef, useState } from 'react';
import { AUTO_PROGRESSION_MS } from '../../../../domain/constants';
import { isAutoProgressDisabled } from '../../../lib/storage';

/**
 * Auto-progression (spec 4 "Page fades"): calls `onElapsed` after about 5 s unless local
 * disableAutoProgress is set. Returns the whole seconds left (null when disabled or not active).
 */
export function useAutoProgress(active: boolean, onElapsed: () => void, ms: number = AUTO_PROGRESSION_MS) {
  const callback = useRef(onElapsed);
  callback.current = onElapsed;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!active || isAutoProgressDisabled()) {
      setSecondsLeft(null);
      return;
    }
    const started = Date.now();
    setSecondsLeft(Math.ceil(ms / 1000));
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((ms - (Date.now() - started)) / 1000)));
    }, 1000);
    const done = setTimeout(() => callback.current(), ms);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [active, ms]);
  return secondsLeft;
}
