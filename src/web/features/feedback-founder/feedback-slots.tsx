import { lazy, Suspense, useRef } from 'react';
import type { FeedbackResult, NavEntry } from './lib/section';
import { useNearOrIdle } from './lib/use-near-or-idle';

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
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useNearOrIdle(ref);
  return (
    <div ref={ref}>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackSection result={result} onNavEntry={onNavEntry} />
        </Suspense>
      )}
    </div>
  );
}

/** The core strength's 'How Others See You': the text it had, until the round's own arrives. */
export function HowOthersSeeYouSlot({ result, cannedText }: { result: FeedbackResult; cannedText: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useNearOrIdle(ref);
  const canned = <p className="text-ink/90 leading-relaxed">{cannedText}</p>;
  return (
    <div ref={ref}>
      {wanted ? (
        <Suspense fallback={canned}>
          <HowOthersSeeYou result={result} cannedText={cannedText} />
        </Suspense>
      ) : (
        canned
      )}
    </div>
  );
}
