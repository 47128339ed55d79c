import { lazy } from 'react';
import { LazySlot } from '../../components/ui/lazy-slot';
import type { FeedbackResult, NavEntry } from './lib/section';

// The results page's first load carries only these slots: the feedback code (its API calls, forms and
// report) loads when the section comes near the viewport or the browser is idle.
const FeedbackSection = lazy(() => import('./components/feedback-section'));
const HowOthersSeeYou = lazy(() => import('./components/how-others-see-you'));

export type { FeedbackResult, NavEntry } from './lib/section';

export function FeedbackSectionSlot({
  result,
  onNavEntry,
}: {
  result: FeedbackResult;
  onNavEntry?: (entry: NavEntry | null) => void;
}) {
  return (
    <LazySlot>
      <FeedbackSection result={result} onNavEntry={onNavEntry} />
    </LazySlot>
  );
}

/** The core strength's 'How Others See You': the text it had, until the round's own arrives. */
export function HowOthersSeeYouSlot({ result, cannedText }: { result: FeedbackResult; cannedText: string }) {
  return (
    <LazySlot fallback={<p className="text-ink/90 leading-relaxed">{cannedText}</p>}>
      <HowOthersSeeYou result={result} cannedText={cannedText} />
    </LazySlot>
  );
}
