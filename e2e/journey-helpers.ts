import type { APIRequestContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { PublicChapter, PublicQuestion, Questionnaire, SessionState } from '../src/contract/assessment';
import { authPaths } from '../src/contract/auth';
import type { NotApplicable } from '../src/domain/answers';

import { orderQuestions, sortChapters } from '../src/domain/chapters';
import {
  ANSWER_AUTO_ADVANCE_MS,
  OVERLAY_FADE_MS,
  QUESTION_FADE_MS,
  RATING_SCALE,
} from '../src/domain/constants';
import type { Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { AUTH_RATE_LIMIT_ENDPOINT } from '../src/server/modules/auth/rate-limit-storage';
import { CSRF_HEADERS, expect } from './fixtures';

/** An answer as a test sends it: any number (the server checks it), or 'Doesn't apply to me yet'. */
type SentAnswer = number | NotApplicable;

/** Fake-clock time for one answer cycle: 1300 ms, fade out 400 ms, fade in 400 ms (and a margin). */
export const ANSWER_CYCLE_MS = ANSWER_AUTO_ADVANCE_MS + 2 * QUESTION_FADE_MS + 100;
/** Fake-clock time from the last answer of a chapter to its outro: 1300 ms and the 600 ms overlay. */
export const CHAPTER_END_MS = ANSWER_AUTO_ADVANCE_MS + OVERLAY_FADE_MS + 100;

export interface Flow {
  chapters: PublicChapter[];
  questions: PublicQuestion[];
  byChapter: (chapterId: string) => PublicQuestion[];
}

/** The seeded questionnaire as the app orders it. */
export async function loadFlow(request: APIRequestContext): Promise<Flow> {
  const response = await request.get('/api/questionnaire');
  expect(response.status()).toBe(200);
  const questionnaire = (await response.json()) as Questionnaire;
  const chapters = sortChapters(questionnaire.chapters);
  const questions = orderQuestions(questionnaire.chapters, questionnaire.questions);
  return {
    chapters,
    questions,
    byChapter: (chapterId) => questions.filter((question) => question.chapterId === chapterId),
  };
}

/** A varied, reproducible answer for the question at `index` (0-based in the whole assessment). */
export const answerFor = (index: number) => ((index * 3 + Math.floor(index / 5)) % 5) + 1;

export function ratingButton(page: Page, value: number) {
  const entry = RATING_SCALE[value - 1];
  if (!entry) throw new Error(`no rating ${value}`);
  return page.getByRole('radio', { name: `${value} – ${entry.label}` });
}

export interface BrowserStorage {
  local: Record<string, string>;
  session: Record<string, string>;
}

export function readStorage(page: Page): Promise<BrowserStorage> {
  return page.evaluate(() => ({
    local: { ...localStorage } as Record<string, string>,
    session: { ...sessionStorage } as Record<string, string>,
  }));
}

/** The anonymous session this browser holds (local storage `assessmentSession`). */
export async function heldSession(
  page: Page,
): Promise<{ id: string; secret: string; completedAt: string | null }> {
  const raw = await page.evaluate(() => localStorage.getItem('assessmentSession'));
  expect(raw, 'assessmentSession in local storage').toBeTruthy();
  return JSON.parse(raw as string);
}

/** What the server holds for a session, read with its secret. */
export async function serverSession(
  request: APIRequestContext,
  session: { id: string; secret: string },
): Promise<SessionState> {
  const response = await request.get(`/api/sessions/${session.id}`, {
    headers: { 'x-session-secret': session.secret },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SessionState;
}

/** The question on screen: its text is the level-1 heading. */
export function questionHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** Local storage answers as numbers. */
export function storedAnswers(storage: BrowserStorage): Record<string, number> {
  const raw = JSON.parse(storage.local.assessmentAnswers ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(raw).map(([id, value]) => [id, Number(value)]));
}

/**
 * Puts a completed session and its answers where the web app keeps them (local storage: the session
 * with `completedAt` now, the answers as strings), on the page as it is now; a reload then picks them up.
 */
export async function storeCompletedAssessment(
  page: Page,
  session: { id: string; secret: string },
  answers: Record<string, SentAnswer>,
): Promise<void> {
  await page.evaluate(
    ({ held, given }) => {
      localStorage.setItem(
        'assessmentSession',
        JSON.stringify({ ...held, completedAt: new Date().toISOString() }),
      );
      localStorage.setItem(
        'assessmentAnswers',
        JSON.stringify(Object.fromEntries(Object.entries(given).map(([id, value]) => [id, String(value)]))),
      );
    },
    { held: session, given: answers },
  );
}

// ── setup through the API ──────────────────────────────────────────────────────────────────────────

/**
 * A completed anonymous assessment made through the API as our page makes one: the session
 * (POST /api/sessions, 201), then every question answered at once (POST …/complete, 200).
 * `valueFor` gives each question's answer (default: 1 to 5 in turn, by its place in the questionnaire).
 * `request` must send the CSRF pair (the `request` fixture, a page's request, csrfRequestContext).
 */
export async function completeAssessmentViaApi(
  request: APIRequestContext,
  visitorId: string,
  valueFor: (question: PublicQuestion, index: number, questionnaire: Questionnaire) => SentAnswer = (
    _question,
    index,
  ) => (index % 5) + 1,
): Promise<{
  session: { id: string; secret: string };
  answers: Record<string, SentAnswer>;
  questionnaire: Questionnaire;
}> {
  const questionnaire = (await (await request.get('/api/questionnaire')).json()) as Questionnaire;
  const answers = Object.fromEntries(
    questionnaire.questions.map((question, index) => [question.id, valueFor(question, index, questionnaire)]),
  );
  const created = await request.post('/api/sessions', { data: { visitorId } });
  expect(created.status(), await created.text()).toBe(201);
  const session = (await created.json()) as { id: string; secret: string };
  const done = await request.post(`/api/sessions/${session.id}/complete`, {
    headers: { 'x-session-secret': session.secret },
    data: { answers },
  });
  expect(done.status(), await done.text()).toBe(200);
  return { session, answers, questionnaire };
}

/** The password of the accounts the e2e tests make, unless a test picks its own. */
export const E2E_PASSWORD = 'a long e2e password';

/** A write to Better Auth as our page makes it (the site's origin and the CSRF pair); expects 200. */
async function postAsPage(request: APIRequestContext, url: string, path: string, data: object) {
  const res = await request.post(path, { data, headers: { origin: url, ...CSRF_HEADERS } });
  expect(res.status(), await res.text()).toBe(200);
  return res;
}

/**
 * Signs up through Better Auth's endpoint and, as the web does (sign-up itself never answers a session:
 * decision 012), signs in with the same credentials; answers the new user's id. Through `page.request`
 * the page's browser is then signed in as that user.
 */
export async function signUp(
  request: APIRequestContext,
  url: string,
  name: string,
  email: string,
  password = E2E_PASSWORD,
): Promise<string> {
  await postAsPage(request, url, authPaths.signUp, { name, email, password });
  const res = await postAsPage(request, url, authPaths.signIn, { email, password });
  return (await res.json()).user.id as string;
}

/** Signs in through Better Auth's endpoint (through `page.request`: the page's browser). */
export async function signIn(
  request: APIRequestContext,
  url: string,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  await postAsPage(request, url, authPaths.signIn, { email, password });
}

/**
 * A new account made admin the way `npm run admin:create` does it: signed up through `request`, then
 * the role on the user and on the profile (one UPDATE each, on the test's own server's database).
 */
export async function signUpAdmin(
  server: { url: string; db: Database },
  request: APIRequestContext,
  email: string,
  { name = 'Ada Admin', password = E2E_PASSWORD }: { name?: string; password?: string } = {},
): Promise<{ id: string; email: string }> {
  // Every own-server test of a worker signs up from one address (10 a minute): making the admin is
  // setup, not what a test checks, so it never waits on the others' count.
  await server.db.delete(schema.rateLimits).where(eq(schema.rateLimits.endpoint, AUTH_RATE_LIMIT_ENDPOINT));
  const id = await signUp(request, server.url, name, email, password);
  await server.db
    .update(schema.user)
    .set({ role: 'admin', emailVerified: true })
    .where(eq(schema.user.id, id));
  await server.db.update(schema.profiles).set({ role: 'admin' }).where(eq(schema.profiles.userId, id));
  return { id, email };
}
