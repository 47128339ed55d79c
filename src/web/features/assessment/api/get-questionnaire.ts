import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-error';
import { readFlowVersion, subscribeFlowVersion } from '../sync/flow-version';
import {
  publishedQuestionnaireQueryOptions,
  questionnaireVersionQueryOptions,
} from './questionnaire-queries';

export {
  getQuestionnaire,
  getQuestionnaireVersion,
  publishedQuestionnaireQueryOptions,
  questionnaireVersionQueryOptions,
  withRateLimitMessage,
} from './questionnaire-queries';

type QuestionnaireQueryOptions = ReturnType<typeof publishedQuestionnaireQueryOptions>;

/**
 * The questionnaire the flow's screens show: the version of the assessment in progress (so that a
 * version published meanwhile changes nothing for this founder), else the published one.
 */
export function questionnaireQueryOptions(
  version: number | null = readFlowVersion(),
): QuestionnaireQueryOptions {
  // One options type for both: the version's key differs, the data has the same shape.
  return version === null
    ? publishedQuestionnaireQueryOptions()
    : (questionnaireVersionQueryOptions(version) as unknown as QuestionnaireQueryOptions);
}

/** The version the flow shows (null: the published one), following the answers as they are given. */
export function useFlowVersion(): number | null {
  return useSyncExternalStore(subscribeFlowVersion, readFlowVersion, () => null);
}

/** A version the server does not serve (404) is left for the published one, with the answers it can take. */
export function useLeaveUnservedVersion(version: number | null, error: unknown): void {
  useEffect(() => {
    if (version === null || !(error instanceof ApiError) || error.status !== 404) return;
    void import('../sync/instance').then(({ getAnswerSync }) => getAnswerSync().leaveVersion(version));
  }, [version, error]);
}

/** The questionnaire the flow shows (see questionnaireQueryOptions), following the answers as given. */
export function useQuestionnaire() {
  const version = useFlowVersion();
  const query = useQuery(questionnaireQueryOptions(version));
  useLeaveUnservedVersion(version, query.error);
  return query;
}
