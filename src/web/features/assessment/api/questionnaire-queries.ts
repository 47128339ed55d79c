import { queryOptions } from '@tanstack/react-query';
import { queryErrorCopy } from '../../../../content/flow-copy';
import type { Questionnaire } from '../../../../contract/assessment';
import { assessmentPaths } from '../../../../contract/assessment-paths';
import { RATE_LIMIT_EXCEEDED_ERROR } from '../../../../domain/messages';
import { ApiError, apiPath, apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

// The questionnaire's schema (and zod) loads only to check an answer from a server of another contract
// version: the server validated every other one against it (docs/decisions/011).
const questionnaireSchema = () =>
  import('../../../../contract/assessment').then((m) => m.questionnaireSchema);

/**
 * Loading chapters or questions that hit the rate limit fails with the spec's 'Rate limit exceeded'
 * (spec 7), keeping the wait the server asked for, which the 'Rate Limit Exceeded' toast shows.
 */
export async function withRateLimitMessage<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.isRateLimited)
      throw new ApiError(error.status, error.code, RATE_LIMIT_EXCEEDED_ERROR, error.retryAfter);
    throw error;
  }
}

/** GET /api/questionnaire: the published version. */
export function getQuestionnaire(signal?: AbortSignal) {
  return withRateLimitMessage(
    apiRequest(assessmentPaths.questionnaire, {
      schema: questionnaireSchema,
      ...(signal ? { signal } : {}),
    }),
  );
}

/** GET /api/questionnaire/versions/:version: one published or superseded version, which never changes. */
export function getQuestionnaireVersion(version: number, signal?: AbortSignal) {
  return withRateLimitMessage(
    apiRequest(apiPath(assessmentPaths.questionnaireVersion, { version: String(version) }), {
      schema: questionnaireSchema,
      ...(signal ? { signal } : {}),
    }),
  );
}

const errorToast = { title: queryErrorCopy.questionsTitle, fallback: queryErrorCopy.questionsFallback };

export const questionnaireVersionQueryKey = (version: number) => ['questionnaire-version', version] as const;

/** One version, whole: it never changes, so it is never refetched while the page lives. */
export const questionnaireVersionQueryOptions = (version: number) =>
  queryOptions({
    queryKey: questionnaireVersionQueryKey(version),
    queryFn: ({ signal }) => getQuestionnaireVersion(version, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { errorToast },
  });

/**
 * Puts a loaded version in the cache under its own key, so that the first answer (which pins the version
 * being shown) switches the screens to that key without loading it again.
 */
export function rememberQuestionnaireVersion(questionnaire: Questionnaire): void {
  const options = questionnaireVersionQueryOptions(questionnaire.version);
  if (queryClient.getQueryData(options.queryKey)) return;
  void queryClient.ensureQueryData({ ...options, initialData: questionnaire });
}

/** The published questionnaire: chapters by position and their questions, without insight texts. */
export const publishedQuestionnaireQueryOptions = () =>
  queryOptions({
    queryKey: ['questionnaire'],
    queryFn: async ({ signal }) => {
      const questionnaire = await getQuestionnaire(signal);
      rememberQuestionnaireVersion(questionnaire);
      return questionnaire;
    },
    meta: { errorToast },
  });

/** A version (or the published one when `version` is null), through the shared cache. */
export function fetchQuestionnaire(version: number | null): Promise<Questionnaire> {
  return version === null
    ? queryClient.fetchQuery({ ...publishedQuestionnaireQueryOptions(), staleTime: 0, meta: {} })
    : queryClient.fetchQuery({ ...questionnaireVersionQueryOptions(version), meta: {} });
}
