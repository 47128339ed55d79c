import { showRateLimitToast } from '../../../lib/error-toast';
import { getVisitorId } from '../../../lib/visitor-id';
import { completeSession, createSession, saveAnswer, saveAnswers } from '../api/sessions';
import { AnswerSync } from './answer-sync';

let instance: AnswerSync | undefined;

/** The page's one answer sync (created on first use, listening to the browser from then on). */
export function getAnswerSync(): AnswerSync {
  if (!instance) {
    instance = new AnswerSync({
      api: { createSession, saveAnswer, saveAnswers, completeSession },
      visitorId: getVisitorId,
      onError: (error) => {
        if (error.isRateLimited) showRateLimitToast(error.retryAfter);
      },
    });
    instance.start();
  }
  return instance;
}
