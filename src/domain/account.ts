import { SAVE_RESULTS_MESSAGES, type ToastMessage } from './messages';

/** A session is completed when its status says so or it has a completion date (spec 4). */
export function isSessionCompleted(session: {
  status?: string | null;
  completedAt?: Date | string | null;
}): boolean {
  return session.status === 'completed' || Boolean(session.completedAt);
}

export type SaveResultsDecision =
  | { action: 'save' }
  /** skipped without a word: there is nothing to save */
  | { action: 'skip' }
  /** skipped, and the user is told to sign in */
  | { action: 'sign-in-required'; toast: ToastMessage };

/** Saving needs a signed-in user and local answers, else it is skipped (spec 5). */
export function decideSaveResults(input: {
  signedIn: boolean;
  localAnswerCount: number;
}): SaveResultsDecision {
  if (!input.signedIn) {
    return { action: 'sign-in-required', toast: SAVE_RESULTS_MESSAGES.authenticationRequired };
  }
  return input.localAnswerCount > 0 ? { action: 'save' } : { action: 'skip' };
}

/** The data export's file name, with the date (UTC) it was made: 'uplift-founder-audit-data-2025-01-31.json'. */
export function dataExportFileName(date: Date): string {
  return `uplift-founder-audit-data-${date.toISOString().slice(0, 10)}.json`;
}
