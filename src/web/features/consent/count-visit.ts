import { useEffect } from 'react';
import { useConsent } from './consent-store';

export type CountedPage = 'landing' | 'introduction' | 'overview' | 'results';

/**
 * Counts this visitor's visit of a page for the admin's funnel, and only with analytics consent: before
 * a choice (or without consent) nothing is sent. Given consent later on the same page, it counts then.
 */
export function useCountVisit(page: CountedPage): void {
  const consent = useConsent();
  useEffect(() => {
    void import('./consent-actions').then((actions) => {
      actions.rememberPage(page);
      if (consent?.analytics) void actions.countVisitNow(page);
    });
  }, [page, consent?.analytics]);
}
