import { AUTHORING_ERRORS } from '../../../../contract/questionnaire';
import { ApiError } from '../../../lib/api-error';
import { authoringCopy } from '../copy';

/** What the admin can do about a refused publish. */
export type ProblemAction = 'reload' | 'discard' | 'reload-diff' | 'edit-chapters' | 'edit-questions' | null;

export interface PublishProblem {
  code: string;
  /** one of the authoring refusals (else a failure such as a data-layer error or the network) */
  known: boolean;
  title: string;
  /** the server's words (they name e.g. the chapter without questions), else ours */
  message: string;
  action: ProblemAction;
  actionLabel: string | null;
}

const ACTIONS: Record<string, ProblemAction> = {
  [AUTHORING_ERRORS.noDraft]: 'reload',
  [AUTHORING_ERRORS.draftStale]: 'discard',
  [AUTHORING_ERRORS.draftChanged]: 'reload-diff',
  [AUTHORING_ERRORS.draftEmpty]: 'edit-chapters',
  [AUTHORING_ERRORS.chapterWithoutQuestions]: 'edit-questions',
  [AUTHORING_ERRORS.draftUnchanged]: null,
};

type KnownCode = keyof typeof authoringCopy.problems;

/** A failed publish (or discard) as a title, an explanation and the one thing to do next. */
export function publishProblem(error: unknown): PublishProblem {
  const code = error instanceof ApiError ? error.code : 'other';
  const known = code in ACTIONS;
  const words = authoringCopy.problems[known ? (code as KnownCode) : 'other'];
  const serverMessage = error instanceof Error ? error.message.trim() : '';
  return {
    code,
    known,
    title: words.title,
    message: serverMessage || words.message,
    action: ACTIONS[code] ?? null,
    actionLabel: words.action,
  };
}
