import { useLayoutEffect, useState } from 'react';
import { gaugeValueAtStep } from '../../../domain/animation';
import { GAUGE_ANIMATION_STEP_MS, GAUGE_ANIMATION_STEPS } from '../../../domain/constants';
import { prefersReducedMotion } from './use-reduced-motion';

/**
 * The value a gauge shows: from 1 up to `score` in 60 steps of 25 ms (spec 4), or the score at once
 * when `animate` is off or the user prefers reduced motion. The first render is the same on server
 * and client (no hydration mismatch); the reduced-motion jump happens in a layout effect, before the
 * browser paints, so nothing flickers.
 */
export function useGaugeValue(score: number, animate: boolean): number {
  const [step, setStep] = useState(animate ? 0 : GAUGE_ANIMATION_STEPS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new score restarts the count from 1
  useLayoutEffect(() => {
    if (!animate || prefersReducedMotion()) {
      setStep(GAUGE_ANIMATION_STEPS);
      return;
    }
    let current = 0;
    setStep(0);
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= GAUGE_ANIMATION_STEPS) clearInterval(timer);
    }, GAUGE_ANIMATION_STEP_MS);
    return () => clearInterval(timer);
  }, [score, animate]);

  return gaugeValueAtStep(score, step);
}
