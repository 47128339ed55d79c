// The assessment resource's paths, header and codes without its schemas: what a browser needs to call
// it on first load, where taking zod and the schemas along would cost download and start-up time
// (docs/decisions/011). assessment.ts re-exports all of it.

export const assessmentPaths = {
  questionnaire: '/api/questionnaire',
  /** one published (or since superseded) version, whole; it never changes, so it is cached for good */
  questionnaireVersion: '/api/questionnaire/versions/:version',
  chapters: '/api/chapters',
  sessions: '/api/sessions',
  session: '/api/sessions/:id',
  answer: '/api/sessions/:id/answers/:questionId',
  answers: '/api/sessions/:id/answers',
  complete: '/api/sessions/:id/complete',
  result: '/api/sessions/:id/result',
} as const;

/** The header that proves a browser holds an anonymous session's secret. */
export const SESSION_SECRET_HEADER = 'x-session-secret';

/** zod's `z.uuid()` pattern (RFC 9562 variant, versions 1–8, nil and max): the form of every id here. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether `value` is an id as assessment.ts checks them (`z.uuid()`), without the schema. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A visitor id (assessment.ts `visitorIdSchema`): 8 to 64 letters, digits, - or _. */
export const VISITOR_ID_MIN_LENGTH = 8;
export const VISITOR_ID_MAX_LENGTH = 64;
export const VISITOR_ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** Whether `value` is a visitor id the server accepts, without the schema. */
export function isVisitorId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= VISITOR_ID_MIN_LENGTH &&
    value.length <= VISITOR_ID_MAX_LENGTH &&
    VISITOR_ID_CHARACTERS.test(value)
  );
}

/**
 * Answers to questions that are not in the session's version are refused whole (nothing is stored):
 * 409 with this code. The browser then answers on the session's own version (or a new session).
 */
export const VERSION_MISMATCH_CODE = 'version_mismatch';
/** Starting a session on a version that is not published or superseded (a draft, an unknown number). */
export const VERSION_UNAVAILABLE_CODE = 'version_unavailable';

export const myResultsPaths = {
  list: '/api/me/results',
  latest: '/api/me/results/latest',
  one: '/api/me/results/:id',
} as const;
