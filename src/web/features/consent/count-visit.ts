import { useEffect } from 'react';
import { useConsent } from './consent-store';

export type CountedPage = 'landing' | 'introduction' | 'overview' | 'results';

let pendingVisit: CountedPage | null = null;

/** The page being viewed, so that accepting analytics on it counts it (consent-actions.ts). */
export function pendingVisitPage(): CountedPage | null {
  return pendingVisit;
}

/**
 * Counts this visitor's visit of a page for the admin's funnel, and only with analytics consent: before
 * a choice (or without consent) nothing is sent, and the API client is not even loaded. Given consent
 * later on the same page, it counts then.
 */
export function useCountVisit(page: CountedPage): void {
  const consent = useConsent();
  useEffect(() => {
    pendingVisit = page;
    if (consent?.analytics) void import('./consent-actions').then((actions) => actions.countVisitNow(page));
  }, [page, consent?.analytics]);
}
