import { toast } from '../../../components/ui/toast';
import { showRateLimitToast } from '../../../lib/error-toast';
import { getVisitorId } from '../../../lib/visitor-id';
import { fetchQuestionnaire } from '../api/questionnaire-queries';
import { completeSession, createSession, getSessionState, saveAnswer, saveAnswers } from '../api/sessions';
import { AnswerSync } from './answer-sync';

let instance: AnswerSync | undefined;

/** The page's one answer sync (created on first use, listening to the browser from then on). */
export function getAnswerSync(): AnswerSync {
  if (!instance) {
    instance = new AnswerSync({
      api: {
        createSession,
        saveAnswer,
        saveAnswers,
        completeSession,
        getSessionState: (session) => getSessionState(session),
        loadQuestionnaire: fetchQuestionnaire,
      },
      visitorId: getVisitorId,
      onError: (error) => {
        if (error.isRateLimited) showRateLimitToast(error.retryAfter);
      },
      onVersionChange: (change) => {
        // Quietly on the session's own version when nothing changed for the founder; said once otherwise.
        if (change.reason === 'adopted' && change.dropped === 0) return;
        // the copy loads when needed: a version change is rare, and this module is on every page
        void import('../../../../content/version-copy').then(({ versionCopy }) => {
          const copy = change.reason === 'restarted' ? versionCopy.restarted : versionCopy.adopted;
          toast.success(copy.title, {
            id: 'questionnaire-version',
            description: copy.message(change.dropped),
          });
        });
      },
    });
    instance.start();
  }
  return instance;
}
