import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicChapterSchema,
  publicQuestionSchema,
  questionnaireSchema,
  resultSummarySchema,
  resultViewSchema,
  SESSION_SECRET_HEADER,
  sessionStateSchema,
} from '../../../contract/assessment';
import { AUTH_BASE_PATH, authPaths } from '../../../contract/auth';
import { apiErrorSchema } from '../../../contract/errors';
import {
  exportedRoundSchema,
  feedbackReportSchema,
  founderInviteSchema,
  howOthersSeeYouSchema,
  questionComparisonSchema,
  raterViewSchema,
  roundSummarySchema,
  roundViewSchema,
} from '../../../contract/feedback';
import { CSRF_COOKIE, CSRF_COOKIE_HTTPS, CSRF_HEADER } from '../../../contract/security';
import { COOKIE_PREFIX } from '../auth/better-auth';

/** Where the document is served; integrations rely on it like on the rest of the public surface. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The public surface's own version: raise the major on a change that breaks a caller. It is not the
 * app's release number (a release rarely changes these calls).
 */
const API_VERSION = '1.0.0';

type Tag =
  | 'service'
  | 'questionnaire'
  | 'assessment'
  | 'account'
  | 'auth'
  | 'privacy'
  | 'content'
  | 'security'
  | 'feedback'
  | 'sharing'
  | 'plan';

/** Credentials an operation takes; each inner list is one accepted combination (OpenAPI security). */
type Credential = 'sessionSecret' | 'sessionCookie';

type Operation = {
  /** the operationId code generators name their functions after; none for Better Auth's wildcard */
  id?: string;
  tag: Tag;
  summary: string;
  /** alternatives; absent: no credential. `[]` inside means "also without one". */
  credentials?: Credential[][];
};

const SECRET: Credential[][] = [['sessionSecret']];
const SIGNED_IN: Credential[][] = [['sessionCookie']];

/**
 * Every documented call by route ("METHOD /fastify/url"). A public route missing here still appears in the
 * document, but its test fails until it has a summary, so the document never lists an unexplained call.
 */
export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': { id: 'health', tag: 'service', summary: 'The process is alive' },
  'GET /api/ready': { id: 'ready', tag: 'service', summary: 'The database answers (503 when it does not)' },
  [`GET ${OPENAPI_PATH}`]: { id: 'openapi', tag: 'service', summary: 'This document' },
  'GET /api/questionnaire': {
    id: 'getQuestionnaire',
    tag: 'questionnaire',
    summary: 'The published questionnaire: chapters and questions, without the gated insight texts',
  },
  'GET /api/questionnaire/versions/:version': {
    id: 'getQuestionnaireVersion',
    tag: 'questionnaire',
    summary: 'One published (or superseded) version of the questionnaire; never changes',
  },
  'GET /api/chapters': { id: 'listChapters', tag: 'questionnaire', summary: 'The published chapters' },
  'POST /api/sessions': {
    id: 'startSession',
    tag: 'assessment',
    summary: `Start an anonymous assessment for a visitor id; keep the secret, send it as ${SESSION_SECRET_HEADER}`,
  },
  'GET /api/sessions/:id': {
    id: 'getSession',
    tag: 'assessment',
    summary: 'The session: status, version and answers so far',
    credentials: SECRET,
  },
  'PUT /api/sessions/:id/answers/:questionId': {
    id: 'saveAnswer',
    tag: 'assessment',
    summary: 'Save one answer (1..5); idempotent; 409 version_mismatch for another version’s question',
    credentials: SECRET,
  },
  'PUT /api/sessions/:id/answers': {
    id: 'saveAnswers',
    tag: 'assessment',
    summary: 'Save several answers at once; idempotent',
    credentials: SECRET,
  },
  'POST /api/sessions/:id/complete': {
    id: 'completeSession',
    tag: 'assessment',
    summary: 'Complete the session: the server computes and stores the result (the same result again later)',
    credentials: [['sessionSecret'], ['sessionSecret', 'sessionCookie']],
  },
  'GET /api/sessions/:id/result': {
    id: 'getSessionResult',
    tag: 'assessment',
    summary: 'The result: scores for the secret’s holder; gated texts only for the signed-in owner',
    credentials: [['sessionSecret'], ['sessionSecret', 'sessionCookie']],
  },
  'GET /api/me': {
    id: 'getMe',
    tag: 'account',
    summary: 'The signed-in user and profile',
    credentials: SIGNED_IN,
  },
  'PATCH /api/me/profile': {
    id: 'updateProfile',
    tag: 'account',
    summary: 'Change the profile',
    credentials: SIGNED_IN,
  },
  'POST /api/me/sessions/claim': {
    id: 'claimSession',
    tag: 'account',
    summary: 'The anonymous session (id and secret) becomes the signed-in user’s',
    credentials: SIGNED_IN,
  },
  'GET /api/me/export': {
    id: 'exportMyData',
    tag: 'account',
    summary: 'Everything stored about the user, as JSON',
    credentials: SIGNED_IN,
  },
  'DELETE /api/me': {
    id: 'deleteMe',
    tag: 'account',
    summary: 'Delete the account and everything in it',
    credentials: SIGNED_IN,
  },
  'GET /api/me/results': {
    id: 'listMyResults',
    tag: 'account',
    summary: 'The user’s completed results, newest first, with the change since the previous one',
    credentials: SIGNED_IN,
  },
  'GET /api/me/results/latest': {
    id: 'getMyLatestResult',
    tag: 'account',
    summary: 'The latest completed result',
    credentials: SIGNED_IN,
  },
  'GET /api/me/results/:id': {
    id: 'getMyResult',
    tag: 'account',
    summary: 'One of the user’s results',
    credentials: SIGNED_IN,
  },
  'GET /api/me/feedback/rounds': {
    id: 'listFeedbackRounds',
    tag: 'feedback',
    summary: 'The user’s rater-feedback rounds, newest first, with how many were invited and answered',
    credentials: SIGNED_IN,
  },
  'POST /api/me/feedback/rounds': {
    id: 'openFeedbackRound',
    tag: 'feedback',
    summary: 'Open a round on one of the user’s completed results (201), or get the one open there (200)',
    credentials: SIGNED_IN,
  },
  'GET /api/me/feedback/rounds/:roundId': {
    id: 'getFeedbackRound',
    tag: 'feedback',
    summary: 'A round: its invites and the report (others’ view only from 3 raters, aggregates only)',
    credentials: SIGNED_IN,
  },
  'POST /api/me/feedback/rounds/:roundId/close': {
    id: 'closeFeedbackRound',
    tag: 'feedback',
    summary: 'Close a round: its links stop working and the raters’ addresses are dropped',
    credentials: SIGNED_IN,
  },
  'POST /api/me/feedback/rounds/:roundId/invites': {
    id: 'inviteRater',
    tag: 'feedback',
    summary: 'Invite a rater by e-mail (once per address per round, at most 25 invites)',
    credentials: SIGNED_IN,
  },
  'POST /api/me/feedback/rounds/:roundId/links': {
    id: 'createRaterLink',
    tag: 'feedback',
    summary: 'A personal rater link to send oneself; its URL is in this answer only',
    credentials: SIGNED_IN,
  },
  'POST /api/me/feedback/invites/:inviteId/revoke': {
    id: 'revokeRaterInvite',
    tag: 'feedback',
    summary: 'Revoke an invite: its link stops working',
    credentials: SIGNED_IN,
  },
  'POST /api/me/feedback/invites/:inviteId/remind': {
    id: 'remindRater',
    tag: 'feedback',
    summary: 'The one reminder e-mail of an invite (409 cannot_remind after it)',
    credentials: SIGNED_IN,
  },
  'GET /api/feedback/:token': {
    id: 'getRaterLink',
    tag: 'feedback',
    summary:
      'A rater’s link: its state, who asks, and (while open) the statements and the rater’s own answers in progress, in the browser that saved them (the draft cookie)',
  },
  'PUT /api/feedback/:token/answers/:questionId': {
    id: 'saveRaterAnswer',
    tag: 'feedback',
    summary:
      'Save a rater’s rating (1..5, or null: can’t judge); 409 link_<state> when the link is not open, started_elsewhere when its answers belong to another browser',
  },
  'POST /api/feedback/:token/submit': {
    id: 'submitRaterAnswers',
    tag: 'feedback',
    summary: 'Send the rater’s answers with an optional comment',
  },
  'POST /api/feedback/:token/restart': {
    id: 'restartRaterAnswers',
    tag: 'feedback',
    summary:
      'Start again in this browser: the answers in progress saved in another browser are deleted, and the draft cookie is set',
  },
  'DELETE /api/feedback/:token': {
    id: 'deleteRaterAnswers',
    tag: 'feedback',
    summary: 'Delete the rater’s answers and comment; the link then reads withdrawn',
  },
  'GET /api/me/results/:id/plan': {
    id: 'getPlan',
    tag: 'plan',
    summary: 'A result’s 90-day plan (null before one is saved) and the suggestions for it',
    credentials: SIGNED_IN,
  },
  'PUT /api/me/results/:id/plan': {
    id: 'savePlan',
    tag: 'plan',
    summary: 'Save the whole plan: up to 3 actions and the reminder choice (201 new, 200 changed)',
    credentials: SIGNED_IN,
  },
  'GET /api/me/plans': {
    id: 'listPlans',
    tag: 'plan',
    summary: 'The user’s plans, newest first, each with how its focus actions moved in the retake',
    credentials: SIGNED_IN,
  },
  'PATCH /api/me/plans/:planId/actions/:actionId': {
    id: 'setPlanActionDone',
    tag: 'plan',
    summary: 'Mark a plan’s action done or not done',
    credentials: SIGNED_IN,
  },
  'PUT /api/me/plans/:planId/reminders': {
    id: 'setPlanReminders',
    tag: 'plan',
    summary: 'Turn a plan’s 30/60/90-day reminder e-mails on or off',
    credentials: SIGNED_IN,
  },
  'GET /api/plan-reminders/unsubscribe': {
    id: 'planUnsubscribePage',
    tag: 'plan',
    summary: 'A page with the one-click form to stop a plan’s reminders (the token is the credential)',
  },
  'POST /api/plan-reminders/unsubscribe': {
    id: 'planUnsubscribe',
    tag: 'plan',
    summary:
      'Stop a plan’s reminders: RFC 8058 one-click unsubscribe, no session (the token is the credential)',
  },
  'GET /api/me/results/:id/shares': {
    id: 'listShareLinks',
    tag: 'sharing',
    summary: 'A result’s share links: scope, dates, state and views, never the link itself',
    credentials: SIGNED_IN,
  },
  'POST /api/me/results/:id/shares': {
    id: 'createShareLink',
    tag: 'sharing',
    summary: 'A read-only link to the result (scores only or full, 7/30/90 days); its URL is answered once',
    credentials: SIGNED_IN,
  },
  'POST /api/me/shares/:shareId/revoke': {
    id: 'revokeShareLink',
    tag: 'sharing',
    summary: 'Revoke a share link: it answers 404 from now on',
    credentials: SIGNED_IN,
  },
  'GET /api/shared/:token': {
    id: 'getSharedReport',
    tag: 'sharing',
    summary: 'What a share link shows (its token is the credential); 404 once revoked or expired',
  },
  'GET /api/me/results/:id/report.pdf': {
    id: 'getReportPdf',
    tag: 'sharing',
    summary: 'The result as a PDF report (application/pdf, an attachment)',
    credentials: SIGNED_IN,
  },
  'GET /api/me/results/:id/benchmarks': {
    id: 'getMyBenchmarks',
    tag: 'assessment',
    summary:
      'Where the owner stands among founders (stage, team size, all): percentile, band and median per metric; a group below the minimum size gives counts only',
    credentials: SIGNED_IN,
  },
  'GET /api/assessment/sessions/:id/benchmark-teaser': {
    id: 'getBenchmarkTeaser',
    tag: 'assessment',
    summary:
      'One figure for a completed session: its overall percentile among all founders, or how many more are needed',
    credentials: [...SECRET, ...SIGNED_IN],
  },
  'GET /api/me/consent': {
    id: 'getMyConsent',
    tag: 'privacy',
    summary: 'The user’s consent history',
    credentials: SIGNED_IN,
  },
  'POST /api/consent': { id: 'logConsent', tag: 'privacy', summary: 'Record a cookie-consent choice' },
  'POST /api/client-logs': { id: 'logClientEvent', tag: 'privacy', summary: 'A log line from the browser' },
  'POST /api/visits': {
    id: 'countVisit',
    tag: 'privacy',
    summary: 'Count a page visit (sent only with analytics consent)',
  },
  'GET /api/pages/:pageType': { id: 'getLegalPage', tag: 'content', summary: 'A legal page’s text' },
  'GET /api/settings/public': {
    id: 'getPublicSettings',
    tag: 'security',
    summary: 'The settings every browser reads',
  },
  'GET /api/security/session': {
    id: 'getSessionStatus',
    tag: 'security',
    summary: 'The signed-in session’s status (inactivity and takeover checks)',
    credentials: [...SIGNED_IN, []],
  },
  'POST /api/security/activity': {
    id: 'reportActivity',
    tag: 'security',
    summary: 'The user was active (keeps the session from timing out)',
    credentials: SIGNED_IN,
  },
  [`GET ${AUTH_BASE_PATH}/*`]: { tag: 'auth', summary: 'Better Auth (accounts)' },
  [`POST ${AUTH_BASE_PATH}/*`]: { tag: 'auth', summary: 'Better Auth (accounts)' },
};

/**
 * Not in the document: the admin area (`/api/admin/*`, admin-only and free to change, ARCHITECTURE.md),
 * the staff e-mail test, and everything outside /api (the web app).
 */
export function isDocumented(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/admin/') && url !== '/api/email-test';
}

/** The path as the document writes it: `:id` → `{id}`, Better Auth's `*` → `{endpoint}`. */
export function documentedPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{endpoint}');
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function securityOf(
  method: string,
  credentials: Credential[][] | undefined,
): Array<Record<string, string[]>> | undefined {
  const csrf = STATE_CHANGING.has(method) ? ['csrfHeader', 'csrfCookie'] : [];
  const alternatives = credentials ?? (csrf.length > 0 ? [[]] : []);
  if (alternatives.length === 0) return undefined;
  return alternatives.map((names) => Object.fromEntries([...names, ...csrf].map((n) => [n, []])));
}

const authEndpoints = Object.values(authPaths)
  .map((p) => `\`${p.slice(AUTH_BASE_PATH.length + 1)}\``)
  .join(', ');

/** Better Auth's route takes any path below /api/auth: documented as one operation with a path parameter. */
const AUTH_DESCRIPTION = `Better Auth's endpoints, with its own JSON bodies and error shape \`{ code, message }\`
(https://www.better-auth.com/docs/concepts/api). The ones this app uses: ${authEndpoints}. Signing in sets
the session cookie. GET is used by the e-mail links and \`get-session\`; the rest are POSTs.`;

/**
 * Contract schemas the document names (components) instead of repeating them inline wherever they occur.
 * Kept here so the contract files stay free of documentation concerns.
 */
const named = z.registry<{ id: string; description?: string }>();
named.add(apiErrorSchema, {
  id: 'ApiError',
  description: 'An error: its code, a safe message, field issues',
});
named.add(questionnaireSchema, { id: 'Questionnaire' });
named.add(publicChapterSchema, { id: 'Chapter' });
named.add(publicQuestionSchema, { id: 'Question' });
named.add(sessionStateSchema, { id: 'SessionState' });
named.add(resultViewSchema, { id: 'ResultView' });
named.add(resultSummarySchema, { id: 'ResultSummary' });
named.add(roundSummarySchema, { id: 'FeedbackRoundSummary' });
named.add(roundViewSchema, { id: 'FeedbackRound' });
named.add(founderInviteSchema, { id: 'FeedbackInvite' });
named.add(feedbackReportSchema, {
  id: 'FeedbackReport',
  description:
    'Counts while fewer than 3 raters answered; then aggregates over at least 3, never one rater’s',
});
named.add(questionComparisonSchema, { id: 'FeedbackStatement' });
named.add(howOthersSeeYouSchema, { id: 'HowOthersSeeYou' });
named.add(exportedRoundSchema, { id: 'ExportedFeedbackRound' });
named.add(raterViewSchema, { id: 'RaterLink' });

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: named });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: named });

type OpenApiObject = ReturnType<typeof jsonSchemaTransformObject>;

/** The registry yields each named schema as input and output; keep only those the paths refer to. */
function withoutUnusedComponents(document: OpenApiObject): OpenApiObject {
  const { paths, components = {} } = document as { paths?: unknown; components?: { schemas?: object } };
  const schemas = (components.schemas ?? {}) as Record<string, unknown>;
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value ?? null).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1] as string,
    );
  const used = new Set<string>();
  const queue = refsIn(paths);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } } as OpenApiObject;
}

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '304': 'Not modified: the copy the ETag names is current',
  '400': 'Invalid request (the issues name the fields)',
  '401': 'Not signed in',
  '403': 'Not allowed',
  '404': 'Not found',
  '409': 'Not possible in the current state (`error.code` says why)',
  '429': 'Too many requests (see Retry-After)',
  '502': 'The e-mail could not be sent',
  '503': 'Unavailable',
  default: 'An error; `error.code` says which',
};

/** Each response's description (@fastify/swagger otherwise writes "Default Response" everywhere). */
function describeResponses(response: unknown): unknown {
  if (!response || typeof response !== 'object') return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      // no body: @fastify/swagger leaves out the content of a `null` schema
      status === '304'
        ? { type: 'null', description: STATUS_TEXT[status] }
        : {
            description: STATUS_TEXT[status] ?? `Status ${status}`,
            content: { 'application/json': { schema } },
          },
    ]),
  );
}

const documentedTransform: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (!isDocumented(url)) return { schema: { hide: true }, url };
  const methods = ([] as string[]).concat(route.method);
  const operation = methods.map((m) => OPERATIONS[`${m} ${url}`]).find(Boolean);
  const wildcard = url.endsWith('/*');
  const schema = (input.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
  // every call answers its errors in one shape (src/contract/errors.ts); Better Auth has its own
  const withErrors = wildcard
    ? schema
    : { ...schema, response: { ...schema.response, default: apiErrorSchema } };
  const transformed = jsonSchemaTransform({ ...input, schema: withErrors });
  const security = securityOf(methods[0] ?? 'GET', operation?.credentials);
  return {
    url: documentedPath(url),
    schema: {
      ...transformed.schema,
      ...(transformed.schema.response ? { response: describeResponses(transformed.schema.response) } : {}),
      ...(operation
        ? {
            summary: operation.summary,
            tags: [operation.tag],
            ...(operation.id ? { operationId: operation.id } : {}),
          }
        : {}),
      ...(security ? { security } : {}),
      ...(wildcard
        ? {
            description: AUTH_DESCRIPTION,
            params: {
              type: 'object',
              properties: { endpoint: { type: 'string', description: 'e.g. `sign-in/email`' } },
              required: ['endpoint'],
            },
            response: {
              default: {
                description: 'Better Auth’s answer: JSON, or a redirect for the e-mail links',
                content: { 'application/json': { schema: { type: 'object' } } },
              },
            },
          }
        : {}),
    },
  };
};

const DESCRIPTION = `The public HTTP API of the Uplift Founder Audit. All bodies are JSON; every error answers
\`{ error: { code, message, issues? } }\` with its status.

Anonymous assessment: \`POST /api/sessions\` answers \`{ id, secret, version }\`; send the secret as the
\`${SESSION_SECRET_HEADER}\` header on that session's calls. A wrong or missing secret looks like no session (404).

Writes (POST, PUT, PATCH, DELETE) need the CSRF double-submit pair, signed in or not: any 64 lowercase hex
characters, the same in the \`${CSRF_HEADER}\` header and the \`${CSRF_COOKIE}\` cookie (\`${CSRF_COOKIE_HTTPS}\` on
https), and no Origin of another site.

Calls are rate-limited per client address and per session (429 with Retry-After). Admin calls under
/api/admin are not part of this surface.`;

export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Uplift Founder Audit API', version: API_VERSION, description: DESCRIPTION },
    tags: [
      { name: 'assessment', description: 'Anonymous assessment sessions: answers, completion, results' },
      { name: 'questionnaire', description: 'The published questionnaire and its versions' },
      { name: 'account', description: 'The signed-in user: profile, results, export, deletion' },
      { name: 'auth', description: 'Sign-up, sign-in, sign-out, verification and reset (Better Auth)' },
      { name: 'privacy', description: 'Consent and logging' },
      { name: 'content', description: 'Legal pages' },
      { name: 'security', description: 'Public settings and the signed-in session’s status' },
      {
        name: 'feedback',
        description:
          'Rater feedback: the founder’s rounds and invites (signed in), and the rater’s link (its token is the credential)',
      },
      {
        name: 'sharing',
        description:
          'Share links to a founder’s report (signed in), what a link shows (its token is the credential), and the PDF report',
      },
      {
        name: 'plan',
        description:
          'The founder’s 90-day plan (signed in) and the reminders’ one-click unsubscribe (its token is the credential)',
      },
      { name: 'service', description: 'Health and this document' },
    ],
    components: {
      securitySchemes: {
        sessionSecret: {
          type: 'apiKey',
          in: 'header',
          name: SESSION_SECRET_HEADER,
          description: 'The `secret` from `POST /api/sessions`',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: `${COOKIE_PREFIX}.session_token`,
          description: `Set by signing in (\`__Secure-${COOKIE_PREFIX}.session_token\` on https)`,
        },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: '64 lowercase hex characters, the same as the CSRF cookie',
        },
        csrfCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: CSRF_COOKIE,
          description: `The same token as the header (\`${CSRF_COOKIE_HTTPS}\` on https)`,
        },
      },
    },
  },
  transform: documentedTransform,
  transformObject: (input) => withoutUnusedComponents(jsonSchemaTransformObject(input)),
};
