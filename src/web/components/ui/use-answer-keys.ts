import { useEffect, useRef } from 'react';
import type { RatingValue } from '../../../domain/constants';

export interface AnswerKeyHandlers {
  answer: (value: RatingValue) => void;
  goBack: () => void;
  proceed: () => void;
  /** Key 0, where the flow offers an answer beside the scale ("I can't judge this"). */
  answerNone?: () => void;
}

/**
 * The one-question-at-a-time keys: 1–5 answer (0 for `answerNone`), Backspace and ← go back, → continues.
 * Arrows inside the rating scale move its focus instead; typing in a field or a dialog is left alone.
 */
export function useAnswerKeys(handlers: AnswerKeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (
        target?.closest(
          'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]',
        )
      )
        return;
      const inScale = Boolean(target?.closest('[role="radiogroup"]'));
      const current = latest.current;
      if (/^[1-5]$/.test(event.key)) {
        event.preventDefault();
        current.answer(Number(event.key) as RatingValue);
      } else if (event.key === '0' && current.answerNone) {
        event.preventDefault();
        current.answerNone();
      } else if (event.key === 'Backspace' || (event.key === 'ArrowLeft' && !inScale)) {
        event.preventDefault();
        current.goBack();
      } else if (event.key === 'ArrowRight' && !inScale) {
        event.preventDefault();
        current.proceed();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
