import { queryOptions } from '@tanstack/react-query';
import { assessmentPaths, SESSION_SECRET_HEADER } from '../../../../contract/assessment-paths';
import type { FounderAnswer } from '../../../../domain/answer-values';
import { apiPath, apiRequest } from '../../../lib/api-client';

// The contract's schemas (and zod) load only to check an answer from a server of another contract
// version: the server validated every other one against the same schemas (docs/decisions/011).
const contract = () => import('../../../../contract/assessment');

/** What proves this browser owns an anonymous session. */
export interface SessionCredentials {
  id: string;
  secret: string;
}

const secretHeader = (session: SessionCredentials) => ({ [SESSION_SECRET_HEADER]: session.secret });

/**
 * POST /api/sessions: starts an anonymous session on questionnaire `version` (the one the browser is
 * answering; without it, the published one); the secret is shown only this once.
 */
export function createSession(visitorId: string, version?: number) {
  return apiRequest(assessmentPaths.sessions, {
    method: 'POST',
    body: version === undefined ? { visitorId } : { visitorId, version },
    schema: () => contract().then((m) => m.createdSessionSchema),
  });
}

/** PUT /api/sessions/:id/answers/:questionId: one answer, idempotent. */
export function saveAnswer(session: SessionCredentials, questionId: string, value: FounderAnswer) {
  return apiRequest(apiPath(assessmentPaths.answer, { id: session.id, questionId }), {
    method: 'PUT',
    headers: secretHeader(session),
    body: { value },
    schema: () => contract().then((m) => m.savedAnswerSchema),
  });
}

/** PUT /api/sessions/:id/answers: several answers at once (what a browser queued while offline). */
export function saveAnswers(session: SessionCredentials, answers: Record<string, FounderAnswer>) {
  return apiRequest(apiPath(assessmentPaths.answers, { id: session.id }), {
    method: 'PUT',
    headers: secretHeader(session),
    body: { answers },
    schema: () => contract().then((m) => m.savedAnswersSchema),
  });
}

/** POST /api/sessions/:id/complete: stores the given answers, then the server computes the result. */
export function completeSession(session: SessionCredentials, answers: Record<string, FounderAnswer>) {
  return apiRequest(apiPath(assessmentPaths.complete, { id: session.id }), {
    method: 'POST',
    headers: secretHeader(session),
    body: { answers },
    schema: () => contract().then((m) => m.resultViewSchema),
  });
}

/** GET /api/sessions/:id: status and answers as the server holds them. */
export function getSessionState(session: SessionCredentials, signal?: AbortSignal) {
  return apiRequest(apiPath(assessmentPaths.session, { id: session.id }), {
    headers: secretHeader(session),
    schema: () => contract().then((m) => m.sessionStateSchema),
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/sessions/:id/result: the scores of a completed session. */
export function getSessionResult(session: SessionCredentials, signal?: AbortSignal) {
  return apiRequest(apiPath(assessmentPaths.result, { id: session.id }), {
    headers: secretHeader(session),
    schema: () => contract().then((m) => m.resultViewSchema),
    ...(signal ? { signal } : {}),
  });
}

export const sessionStateQueryKey = (sessionId: string) =>
  ['assessment-session', sessionId, 'state'] as const;
export const sessionResultQueryKey = (sessionId: string) =>
  ['assessment-session', sessionId, 'result'] as const;

export const sessionStateQueryOptions = (session: SessionCredentials) =>
  queryOptions({
    queryKey: sessionStateQueryKey(session.id),
    queryFn: ({ signal }) => getSessionState(session, signal),
    staleTime: 0,
  });

/** The result of this browser's session; the completion call seeds it, so /results needs no second trip. */
export const sessionResultQueryOptions = (session: SessionCredentials) =>
  queryOptions({
    queryKey: sessionResultQueryKey(session.id),
    queryFn: ({ signal }) => getSessionResult(session, signal),
  });
