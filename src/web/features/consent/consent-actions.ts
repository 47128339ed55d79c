import { z } from 'zod';
import { consentCopy } from '../../../content/consent-copy';
import { privacyPaths } from '../../../contract/privacy';
import { type ConsentChoices, consentRecord } from '../../../domain/consent';
import { apiRequest } from '../../lib/api-client';
import { getVisitorId } from '../../lib/visitor-id';
import { setConsent } from './consent-store';
import { type CountedPage, pendingVisitPage } from './count-visit';

// Loaded on demand (after a choice), so the landing page carries none of the API client.

/** Stores the choice, logs it on the server (a failure only warns) and confirms it with a toast. */
export async function applyConsent(choices: ConsentChoices): Promise<void> {
  const record = consentRecord(choices, { now: new Date(), visitorId: getVisitorId() });
  setConsent(record);
  const { toast } = await import('../../components/ui/toaster');
  toast.success(consentCopy.updated);
  try {
    await apiRequest(privacyPaths.consent, {
      method: 'POST',
      body: record,
      schema: z.object({ id: z.string() }),
    });
  } catch (error) {
    console.warn('Could not log the consent choice', error);
  }
  if (record.analytics) await countVisitNow(pendingVisitPage());
}

/** Counts a visit of a page for the drop-out funnel; only ever called with analytics consent. */
export async function countVisitNow(page: CountedPage | null): Promise<void> {
  if (!page) return;
  try {
    await apiRequest(privacyPaths.visits, {
      method: 'POST',
      body: { visitorId: getVisitorId(), page },
      schema: z.object({ ok: z.literal(true) }),
    });
  } catch {
    // counting is best effort; it never disturbs the visitor
  }
}
