import {
  GAUGE_ANIMATION_STEPS,
  LOADING_RESULTS_DURATION_MS,
  LOADING_RESULTS_MESSAGE_COUNT,
  LOADING_RESULTS_MESSAGE_INTERVAL_MS,
} from './constants';
import { clamp } from './numbers';

/** Progress (0–100) of the /loading-results ring after `elapsedMs`: full at about 18 s. */
export function loadingResultsProgress(elapsedMs: number): number {
  return clamp((elapsedMs / LOADING_RESULTS_DURATION_MS) * 100, 0, 100);
}

/** The ring's value on the 1–5 scale for a progress of 0–100. */
export function loadingResultsRingValue(progress: number): number {
  return 1 + (clamp(progress, 0, 100) / 100) * 4;
}

/** Which of the rotating messages shows after `elapsedMs` (a new one every 3.5 s, then round again). */
export function loadingResultsMessageIndex(
  elapsedMs: number,
  messageCount: number = LOADING_RESULTS_MESSAGE_COUNT,
): number {
  if (messageCount <= 0 || !Number.isFinite(elapsedMs) || elapsedMs < 0) return 0;
  return Math.floor(elapsedMs / LOADING_RESULTS_MESSAGE_INTERVAL_MS) % messageCount;
}

/** The score gauge's value at an animation step: from 1 up to the score in 60 steps (of 25 ms). */
export function gaugeValueAtStep(score: number, step: number): number {
  const share = clamp(step / GAUGE_ANIMATION_STEPS, 0, 1);
  return 1 + (score - 1) * share;
}
