import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../contract/assessment';
import * as schema from '../db/schema';
import { seedDefaultContent } from '../db/seed';
import type { TestBrowser } from '../modules/auth/test-browser';
import { unsubscribeToken } from '../modules/plans/tokens';
import { shareTokenHash } from '../modules/sharing/tokens';
import { openTestApp, type TestApp } from '../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../test-support/sample-questionnaire';
import { dataSnapshot, encodedVariants, signedInBrowser } from './helpers';

/**
 * Access control, route by route: every API route the app registers × {no session, another visitor,
 * another user, the user, an admin} has its expected status here. A route without a row fails the
 * test, so a new endpoint cannot ship without someone deciding who may call it.
 *
 * The actors, all against the same resources:
 * - none: no cookie, no session secret
 * - visitor: an anonymous visitor holding the secret of their own assessment session, not this one
 * - otherUser: signed in, not the owner
 * - user: signed in, owns the assessment session (claimed) and holds its secret
 * - admin: signed in as admin, not the owner
 * Writes from signed-in actors go through TestBrowser (our Origin and CSRF token, as the web sends them).
 */
type Actor = 'none' | 'visitor' | 'otherUser' | 'user' | 'admin';
const ACTORS: Actor[] = ['none', 'visitor', 'otherUser', 'user', 'admin'];
type Row = [none: number, visitor: number, otherUser: number, user: number, admin: number];

const ADMIN_ONLY: Row = [403, 403, 403, 403, 200];
const SIGNED_IN: Row = [401, 401, 200, 200, 200];
const PUBLIC: Row = [200, 200, 200, 200, 200];

/** Expected status per route and actor. */
const MATRIX: Record<string, Row> = {
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,
  'GET /api/openapi.json': PUBLIC,
  'GET /api/questionnaire': PUBLIC,
  'GET /api/questionnaire/versions/:version': PUBLIC,
  'GET /api/chapters': PUBLIC,
  'GET /api/pages/:pageType': PUBLIC,
  'GET /api/settings/public': PUBLIC,
  'GET /api/security/session': PUBLIC,
  'POST /api/security/activity': SIGNED_IN,
  // anonymous assessment: the secret is the authority; a wrong or missing one looks like no session
  'POST /api/sessions': [201, 201, 201, 201, 201],
  'GET /api/sessions/:id': [404, 404, 404, 200, 404],
  'PUT /api/sessions/:id/answers/:questionId': [404, 404, 404, 409, 404], // 409: completed, final
  'PUT /api/sessions/:id/answers': [404, 404, 404, 409, 404],
  'POST /api/sessions/:id/complete': [404, 404, 404, 200, 404], // 200: the same result again
  'GET /api/sessions/:id/result': [404, 404, 404, 200, 404],
  // privacy
  'POST /api/consent': [201, 201, 201, 201, 201],
  'POST /api/client-logs': [202, 202, 202, 202, 202],
  'POST /api/visits': [202, 202, 202, 202, 202],
  'GET /api/me/consent': SIGNED_IN,
  // the account: always one's own
  'GET /api/me': SIGNED_IN,
  'PATCH /api/me/profile': SIGNED_IN,
  'POST /api/me/sessions/claim': [401, 401, 404, 200, 404],
  'GET /api/me/export': SIGNED_IN,
  'DELETE /api/me': SIGNED_IN,
  'GET /api/me/results': SIGNED_IN,
  'GET /api/me/results/latest': [401, 401, 404, 200, 404],
  'GET /api/me/results/:id': [401, 401, 404, 200, 404],
  // rater feedback, the founder's side: always one's own rounds and invites (another's look missing)
  'GET /api/me/feedback/rounds': SIGNED_IN,
  'POST /api/me/feedback/rounds': [401, 401, 404, 200, 404], // 200: the round already open there
  'GET /api/me/feedback/rounds/:roundId': [401, 401, 404, 200, 404],
  'POST /api/me/feedback/rounds/:roundId/close': [401, 401, 404, 200, 404],
  'POST /api/me/feedback/rounds/:roundId/invites': [401, 401, 404, 201, 404],
  'POST /api/me/feedback/rounds/:roundId/links': [401, 401, 404, 201, 404],
  'POST /api/me/feedback/invites/:inviteId/revoke': [401, 401, 404, 200, 404],
  'POST /api/me/feedback/invites/:inviteId/remind': [401, 401, 404, 200, 404],
  // the rater's link: the token is the authority, the same for everyone who holds it
  'GET /api/feedback/:token': PUBLIC,
  // answers in progress belong to the browser that saved the first (409 started_elsewhere for the
  // others); 'none' keeps no cookie, so no actor holds them when sending
  'PUT /api/feedback/:token/answers/:questionId': [200, 409, 409, 409, 409],
  'POST /api/feedback/:token/submit': [409, 409, 409, 409, 409],
  'POST /api/feedback/:token/restart': PUBLIC,
  'DELETE /api/feedback/:token': PUBLIC,
  // the 90-day plan: always one's own result and plan (another's look missing)
  'GET /api/me/results/:id/plan': [401, 401, 404, 200, 404],
  'PUT /api/me/results/:id/plan': [401, 401, 404, 200, 404], // 200: the plan exists, changed
  'GET /api/me/plans': SIGNED_IN,
  'PATCH /api/me/plans/:planId/actions/:actionId': [401, 401, 404, 200, 404],
  'PUT /api/me/plans/:planId/reminders': [401, 401, 404, 200, 404],
  // a reminder's unsubscribe link: the token is the authority; the GET page changes nothing
  'GET /api/plan-reminders/unsubscribe': PUBLIC,
  'POST /api/plan-reminders/unsubscribe': PUBLIC,
  // share links and the PDF: always one's own result and links
  'GET /api/me/results/:id/shares': [401, 401, 404, 200, 404],
  'POST /api/me/results/:id/shares': [401, 401, 404, 201, 404],
  'POST /api/me/shares/:shareId/revoke': [401, 401, 404, 200, 404],
  'GET /api/me/results/:id/report.pdf': [401, 401, 404, 200, 404],
  // a share link: the token is the authority, the same for everyone who holds it
  'GET /api/shared/:token': PUBLIC,
  // benchmarks: the owner's percentiles; the teaser for the session's secret or its signed-in owner
  'GET /api/me/results/:id/benchmarks': [401, 401, 404, 200, 404],
  'GET /api/assessment/sessions/:id/benchmark-teaser': [404, 404, 404, 200, 404],
  // a staff page outside the admin area: signed out is 401 there, as on every account route
  'POST /api/email-test': [401, 401, 403, 403, 200],
  // Better Auth (its own rules): get-session answers null without a session; a reset request always 200
  'GET /api/auth/*': PUBLIC,
  'POST /api/auth/*': PUBLIC,
  // admin
  'GET /api/admin/me': ADMIN_ONLY,
  'GET /api/admin/dashboard': ADMIN_ONLY,
  'GET /api/admin/dropout-analysis': ADMIN_ONLY,
  'GET /api/admin/users': ADMIN_ONLY,
  'GET /api/admin/users/:id/results/latest': ADMIN_ONLY,
  'DELETE /api/admin/users/:id': ADMIN_ONLY,
  'GET /api/admin/questionnaire': ADMIN_ONLY,
  'POST /api/admin/chapters': [403, 403, 403, 403, 400],
  'DELETE /api/admin/chapters/:id': ADMIN_ONLY,
  'PUT /api/admin/chapter-order': [403, 403, 403, 403, 400],
  'GET /api/admin/questionnaire/versions': ADMIN_ONLY,
  'GET /api/admin/questionnaire/versions/:version': ADMIN_ONLY,
  'POST /api/admin/questionnaire/draft': ADMIN_ONLY,
  'DELETE /api/admin/questionnaire/draft': [403, 403, 403, 403, 400],
  'GET /api/admin/questionnaire/draft/diff': ADMIN_ONLY,
  'POST /api/admin/questionnaire/draft/preview-result': [403, 403, 403, 403, 400],
  'POST /api/admin/questionnaire/draft/publish': [403, 403, 403, 403, 400],
  'POST /api/admin/questions': [403, 403, 403, 403, 201],
  'PATCH /api/admin/questions/:id': [403, 403, 403, 403, 404],
  'DELETE /api/admin/questions/:id': [403, 403, 403, 403, 404],
  // past the guard an admin meets the route's own rules (an incomplete order, a partial intro, legal pages)
  'PUT /api/admin/chapters/:id/question-order': [403, 403, 403, 403, 409],
  'PUT /api/admin/chapters/:id/intro': [403, 403, 403, 403, 400],
  'PUT /api/admin/chapters/:id/outro': ADMIN_ONLY,
  'GET /api/admin/insights': ADMIN_ONLY,
  'GET /api/admin/page-content': ADMIN_ONLY,
  'PUT /api/admin/page-content': ADMIN_ONLY,
  'DELETE /api/admin/page-content': [403, 403, 403, 403, 400],
  'PUT /api/admin/page-content/bulk': [403, 403, 403, 403, 400],
  'GET /api/admin/settings': ADMIN_ONLY,
  'PATCH /api/admin/settings': ADMIN_ONLY,
  'GET /api/admin/security': ADMIN_ONLY,
  'GET /api/admin/audit-log': ADMIN_ONLY,
  'GET /api/admin/feedback/rounds': ADMIN_ONLY,
  'GET /api/admin/benchmarks': ADMIN_ONLY,
  'PUT /api/admin/benchmarks/settings': ADMIN_ONLY,
  'POST /api/admin/benchmarks/recompute': [403, 403, 403, 403, 202],
  'GET /api/admin/instrument/versions': ADMIN_ONLY,
  // version 1 has no figures computed yet: 404 for the admin, the guard's 403 for everyone else
  'GET /api/admin/instrument/versions/:version': [403, 403, 403, 403, 404],
  'GET /api/admin/instrument/versions/:version/csv': [403, 403, 403, 403, 404],
  'POST /api/admin/instrument/recompute': [403, 403, 403, 403, 202],
  'PUT /api/admin/users/:id/benchmark-exclusion': ADMIN_ONLY,
  'GET /api/admin/jobs': ADMIN_ONLY,
  // developer tools (admin only)
  'GET /api/admin/dev/users': ADMIN_ONLY,
  'POST /api/admin/dev/users/:id/fix': ADMIN_ONLY,
  'POST /api/admin/dev/users/:id/clear-cache': ADMIN_ONLY,
  'GET /api/admin/dev/users/:id/view': ADMIN_ONLY,
};

/** Prometheus scrapes /metrics with this bearer token; no session of any actor opens it. */
const METRICS_TOKEN = 'matrix-metrics-token-0123456789';

let t: TestApp;
let questionnaire: Questionnaire;
type Session = { id: string; secret: string };
let owned: Session;
let visitorsOwn: Session;
let browsers: Record<'otherUser' | 'user' | 'admin', TestBrowser>;
let ownerId: string;
let throwawayUserId: string;
/** the owner's feedback: an open round with a remindable invite, another round to close, a rater link */
let feedback: { roundId: string; closingRoundId: string; remindId: string; revokeId: string; token: string };
/** the owner's plan on their result (reminders on) with one action, and its unsubscribe token */
let plan: { id: string; actionId: string; unsubscribeToken: string };
/** the owner's share links: one whose token is read, one to revoke */
let shares: { token: string; revokeId: string };

beforeAll(async () => {
  t = await openTestApp({
    env: { METRICS_TOKEN },
    // who may call decides each row here, never a rate limit (security/rate-limit.test.ts tests those)
    dependencies: { rateLimitStore: { hit: async () => ({ allowed: true, resetAt: 0 }) } },
    prepare: (db) =>
      seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages, () => '{name} does this.').then(
        () => undefined,
      ),
  });
  questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
  const start = async () =>
    (
      await t.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { visitorId: 'visitor_matrix_01' },
      })
    ).json() as Session;
  owned = await start();
  visitorsOwn = await start();
  const owner = await signedInBrowser(t);
  const other = await signedInBrowser(t);
  const admin = await signedInBrowser(t, { admin: true });
  throwawayUserId = (await signedInBrowser(t)).id;
  ownerId = owner.id;
  browsers = { otherUser: other.browser, user: owner.browser, admin: admin.browser };
  const answers = Object.fromEntries(questionnaire.questions.map((q, i) => [q.id, (i % 5) + 1]));
  const done = await t.inject({
    method: 'POST',
    url: `/api/sessions/${owned.id}/complete`,
    headers: { 'x-session-secret': owned.secret },
    payload: { answers },
  });
  expect(done.statusCode).toBe(200);
  expect((await owner.browser.post('/api/me/sessions/claim', owned)).statusCode).toBe(200);

  const second = await start();
  await t.inject({
    method: 'POST',
    url: `/api/sessions/${second.id}/complete`,
    headers: { 'x-session-secret': second.secret },
    payload: { answers },
  });
  expect((await owner.browser.post('/api/me/sessions/claim', second)).statusCode).toBe(200);
  const roundOn = async (resultId: string) =>
    (await owner.browser.post('/api/me/feedback/rounds', { resultId })).json().round.id as string;
  const roundId = await roundOn(owned.id);
  const linkIn = async () =>
    (await owner.browser.post(`/api/me/feedback/rounds/${roundId}/links`, { relationship: 'other' })).json();
  const rater = await linkIn();
  const invited = await owner.browser.post(`/api/me/feedback/rounds/${roundId}/invites`, {
    email: 'matrix-remind@example.com',
    relationship: 'co-founder',
  });
  feedback = {
    roundId,
    closingRoundId: await roundOn(second.id),
    remindId: invited.json().invite.id,
    revokeId: (await linkIn()).invite.id,
    token: String(rater.url).split('/').at(-1) ?? '',
  };

  const planned = await owner.browser.request({
    method: 'PUT',
    url: `/api/me/results/${owned.id}/plan`,
    payload: { actions: [{ text: 'Ask two advisers what they see.' }], remindersEnabled: true },
  });
  expect(planned.statusCode).toBe(201);
  const { id: planId, actions } = planned.json().plan as { id: string; actions: Array<{ id: string }> };
  plan = {
    id: planId,
    actionId: actions[0]?.id ?? '',
    unsubscribeToken: unsubscribeToken(t.config.authSecret, planId),
  };
  const shareOf = async () => {
    const res = await owner.browser.post(`/api/me/results/${owned.id}/shares`, { scope: 'full' });
    expect(res.statusCode).toBe(201);
    return res.json() as { share: { id: string }; url: string };
  };
  const read = await shareOf();
  shares = { token: read.url.split('/').at(-1) ?? '', revokeId: (await shareOf()).share.id };
}, 240_000);
afterAll(async () => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

function apiRoutes() {
  const seen = new Set<string>();
  return t.app.registeredRoutes.filter((r) => {
    const k = key(r);
    if (r.method === 'HEAD' || r.method === 'OPTIONS' || !r.url.startsWith('/api/') || seen.has(k))
      return false;
    seen.add(k);
    return true;
  });
}

/** A concrete request for a route: its parameters filled with the shared resources, a valid body. */
function requestFor(method: string, url: string): { url: string; payload?: unknown } {
  const chapter = questionnaire.chapters[0];
  const question = questionnaire.questions[0];
  if (!chapter || !question) throw new Error('no questionnaire');
  const unknownId = '00000000-0000-4000-8000-000000000000';
  const filled = url
    .replace('/api/auth/*', method === 'GET' ? '/api/auth/get-session' : '/api/auth/request-password-reset')
    .replace('/api/admin/users/:id', `/api/admin/users/${method === 'DELETE' ? throwawayUserId : ownerId}`)
    .replace('/api/admin/dev/users/:id', `/api/admin/dev/users/${ownerId}`)
    .replace('/api/admin/questions/:id', `/api/admin/questions/${unknownId}`)
    .replace('/api/admin/chapters/:id', `/api/admin/chapters/${chapter.id}`)
    .replace('/rounds/:roundId/close', `/rounds/${feedback.closingRoundId}/close`)
    .replace(':roundId', feedback.roundId)
    .replace('/invites/:inviteId/revoke', `/invites/${feedback.revokeId}/revoke`)
    .replace(':inviteId', feedback.remindId)
    .replace('/api/shared/:token', `/api/shared/${shares.token}`)
    .replace(':token', feedback.token)
    .replace(':shareId', shares.revokeId)
    .replace(':planId', plan.id)
    .replace(':actionId', plan.actionId)
    .replace(':version', '1')
    .replace(':questionId', question.id)
    .replace(':pageType', 'terms')
    .replace(':id', owned.id);
  const query: Record<string, string> = {
    'GET /api/admin/dev/users': '?q=founder',
    'GET /api/admin/page-content': '?pageType=terms&sectionType=main_content',
    'GET /api/plan-reminders/unsubscribe': `?token=${plan.unsubscribeToken}`,
    'POST /api/plan-reminders/unsubscribe': `?token=${plan.unsubscribeToken}`,
  };
  const bodies: Record<string, unknown> = {
    'POST /api/security/activity': {},
    'POST /api/sessions': { visitorId: 'visitor_matrix_02' },
    'PUT /api/sessions/:id/answers/:questionId': { value: 3 },
    'PUT /api/sessions/:id/answers': { answers: { [question.id]: 3 } },
    'POST /api/sessions/:id/complete': {},
    'POST /api/consent': {
      essential: true,
      analytics: false,
      marketing: false,
      timestamp: new Date().toISOString(),
      version: '1.0',
      visitorId: 'visitor_matrix_03',
    },
    'POST /api/client-logs': { level: 'info', eventType: 'matrix', message: 'hello' },
    'POST /api/visits': { visitorId: 'visitor_matrix_04', page: 'landing' },
    'PATCH /api/me/profile': { job_role: 'co-founder' },
    'POST /api/me/sessions/claim': owned,
    'POST /api/me/feedback/rounds': { resultId: owned.id },
    'POST /api/me/feedback/rounds/:roundId/invites': {
      email: 'matrix-rater@example.com',
      relationship: 'other',
    },
    'POST /api/me/feedback/rounds/:roundId/links': { relationship: 'team-member' },
    'PUT /api/feedback/:token/answers/:questionId': { value: 4 },
    // the plan's own action by its id: it stays (and the PATCH row finds it) whatever the order
    'PUT /api/me/results/:id/plan': {
      actions: [{ id: plan.actionId, text: 'Ask three advisers what they see.' }],
      remindersEnabled: true,
    },
    'PATCH /api/me/plans/:planId/actions/:actionId': { done: true },
    'PUT /api/me/plans/:planId/reminders': { enabled: true },
    'POST /api/me/results/:id/shares': { scope: 'scores', expiresInDays: 7 },
    'POST /api/feedback/:token/submit': { comment: 'Matrix' },
    'DELETE /api/me': { confirm: 'DELETE' },
    'POST /api/email-test': { email: 'someone@example.com', kind: 'test' },
    'POST /api/auth/*': { email: 'matrix@example.com', redirectTo: '/auth/callback' },
    'DELETE /api/admin/users/:id': { confirm: 'DELETE' },
    'POST /api/admin/questions': {
      chapterId: chapter.id,
      text: 'A matrix question?',
      leftLabel: 'Rarely',
      rightLabel: 'Always',
    },
    'PATCH /api/admin/questions/:id': { text: 'Changed?', leftLabel: 'Rarely', rightLabel: 'Always' },
    'PUT /api/admin/chapters/:id/question-order': { questionIds: [unknownId] },
    'PUT /api/admin/chapters/:id/intro': { introTitle: 'Intro' },
    'PUT /api/admin/chapters/:id/outro': { outroEnabled: false },
    'PUT /api/admin/page-content': {
      pageType: 'terms',
      sectionType: 'main_content',
      chapterId: null,
      content: 'Terms.',
    },
    'DELETE /api/admin/page-content': { pageType: 'terms', sectionType: 'main_content', chapterId: null },
    'PUT /api/admin/page-content/bulk': {
      items: [{ pageType: 'terms', sectionType: 'main_content', chapterId: null, content: 'Terms.' }],
    },
    'PATCH /api/admin/settings': { devtoolsDeterrent: false },
    'PUT /api/admin/benchmarks/settings': { minGroupSize: 30 },
    'PUT /api/admin/users/:id/benchmark-exclusion': { excluded: false },
    'POST /api/admin/dev/users/:id/fix': {},
    'POST /api/admin/dev/users/:id/clear-cache': {},
  };
  const k = `${method} ${url}`;
  const payload = method === 'GET' || method === 'DELETE' ? bodies[k] : (bodies[k] ?? {});
  return { url: filled + (query[k] ?? ''), ...(payload !== undefined ? { payload } : {}) };
}

/** One actor's request on a route; `written` gives another way of writing the same path. */
async function call(actor: Actor, method: string, url: string, written: (path: string) => string = (p) => p) {
  const request = requestFor(method, url);
  const filled = written(request.url);
  // one address per actor: the per-account reset limit (3) must not decide this row
  const payload =
    url === '/api/auth/*' && method === 'POST'
      ? { email: `matrix-${actor}@example.com`, redirectTo: '/auth/callback' }
      : request.payload;
  // routes where an assessment session's secret is the authority (the owner's own, or the visitor's)
  const sessionRoute =
    request.url.startsWith('/api/sessions/') || request.url.startsWith('/api/assessment/sessions/');
  if (actor === 'none' || actor === 'visitor') {
    return t.inject({
      method: method as 'GET',
      url: filled,
      headers: {
        origin: t.config.publicUrl,
        ...(actor === 'visitor' && sessionRoute ? { 'x-session-secret': visitorsOwn.secret } : {}),
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  }
  const headers = actor === 'user' && sessionRoute ? { 'x-session-secret': owned.secret } : undefined;
  return browsers[actor].request({
    method: method as 'GET',
    url: filled,
    payload,
    ...(headers ? { headers } : {}),
  });
}

/** Views counted on the share link the matrix reads. */
async function sharedViews(): Promise<number> {
  const rows = await t.database.db
    .select({ viewCount: schema.shareLinks.viewCount })
    .from(schema.shareLinks)
    .where(eq(schema.shareLinks.tokenHash, shareTokenHash(shares.token)));
  return rows[0]?.viewCount ?? -1;
}

// before the matrix itself, whose last row deletes the owner's account
describe('the access matrix through encoded paths', () => {
  it('every encoded way of writing a route answers as the route: each GET for each actor, each write for each actor it refuses', async () => {
    const before = await dataSnapshot(t);
    const refusals = new Set([400, 401, 403, 404]);
    const mismatches: string[] = [];
    for (const route of apiRoutes()) {
      const expected = MATRIX[key(route)];
      if (!expected) continue;
      for (const [i, actor] of ACTORS.entries()) {
        // a write the actor may make would change what the next rows see: those are the matrix's own
        if (route.method !== 'GET' && !refusals.has(expected[i] ?? 0)) continue;
        const plain = (await call(actor, route.method, route.url)).statusCode;
        for (const [v, variant] of encodedVariants('/api/x').entries()) {
          const written = (path: string) => encodedVariants(path)[v] ?? path;
          const res = await call(actor, route.method, route.url, written);
          if (res.statusCode !== plain)
            mismatches.push(`${key(route)} as ${actor} via ${variant}: ${res.statusCode}, plain ${plain}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // the refused writes changed nothing (reads count a share link's views, left out of the snapshot)
    expect(await dataSnapshot(t)).toEqual(before);
  });
});

describe('access-control matrix', () => {
  it('every registered API route has a row, and every row is a registered route', () => {
    const registered = apiRoutes().map(key).sort();
    expect(
      registered.filter((k) => !(k in MATRIX)),
      'routes without a row: add them to MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !registered.includes(k)),
      'rows without a route',
    ).toEqual([]);
  });

  it('no GET changes data, for any actor', async () => {
    const before = await dataSnapshot(t);
    const viewsBefore = await sharedViews();
    for (const route of apiRoutes().filter((r) => r.method === 'GET'))
      for (const actor of ACTORS) await call(actor, route.method, route.url);
    expect(await dataSnapshot(t)).toEqual(before);
    // a share link's one read write: counted for every reader but its owner
    expect(await sharedViews()).toBe(viewsBefore + ACTORS.filter((a) => a !== 'user').length);
  });

  it('each route answers each actor as the matrix says', async () => {
    // destructive rows last: DELETE /api/me ends the owner's account
    const routes = apiRoutes().sort(
      (a, b) => Number(key(a) === 'DELETE /api/me') - Number(key(b) === 'DELETE /api/me'),
    );
    const actual: Record<string, Row> = {};
    const mismatches: string[] = [];
    for (const route of routes) {
      const expected = MATRIX[key(route)];
      if (!expected) continue;
      const row = [] as unknown as Row;
      for (const [i, actor] of ACTORS.entries()) {
        const res = await call(actor, route.method, route.url);
        row[i] = res.statusCode;
        if (res.statusCode !== expected[i])
          mismatches.push(
            `${key(route)} as ${actor}: ${res.statusCode} (expected ${expected[i]}) ${res.body.slice(0, 160)}`,
          );
        expect(res.statusCode, `${key(route)} as ${actor}`).toBeLessThan(500);
      }
      actual[key(route)] = row;
    }
    if (process.env.MATRIX_DUMP) console.log(JSON.stringify(actual, null, 1));
    expect(mismatches).toEqual([]);
  });
});

describe('the metrics endpoint (outside /api, for Prometheus only)', () => {
  it('answers 404 to every actor, 401 to a wrong token and 200 only to the right one', async () => {
    const row = [] as number[];
    for (const actor of ACTORS) {
      const res =
        actor === 'none' || actor === 'visitor'
          ? await t.inject({ method: 'GET', url: '/metrics' })
          : await browsers[actor].get('/metrics');
      row.push(res.statusCode);
    }
    expect(row).toEqual([404, 404, 404, 404, 404]);
    const wrong = await browsers.admin.get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}-wrong` });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds_bucket');
  });
});
