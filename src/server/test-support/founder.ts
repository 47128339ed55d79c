import { expect } from 'vitest';
import type { Questionnaire } from '../../contract/assessment';
import type { AnswerValue } from '../../domain/answers';
import { TestBrowser, uniqueEmail } from '../modules/auth/test-browser';
import type { TestApp } from './app';

/** A founder's answer to the statement at `index` (questionnaire order). */
export type AnswerByIndex = (index: number) => AnswerValue;

/** 1 to 5 round the statements: every chapter gets low and high answers. */
const oneToFive: AnswerByIndex = (index) => (1 + (index % 5)) as AnswerValue;

let visitors = 0;

/** A new browser, signed up as `name`. */
export async function signedUp(t: TestApp, name: string) {
  const browser = new TestBrowser(t.app, t.config.publicUrl);
  const email = uniqueEmail('founder');
  const signUp = await browser.signUp({ name, email, password: 'a long enough password' });
  expect(signUp.statusCode, signUp.body).toBe(200);
  return { browser, email, id: signUp.json().user.id as string };
}

/**
 * An assessment completed in one go as an anonymous visitor, then claimed by `browser`'s account: answers
 * the result's id. `questionIds` saves asking for the questionnaire when the caller has it.
 */
export async function claimedResult(
  t: TestApp,
  browser: TestBrowser,
  options: { answers?: AnswerByIndex; visitorId?: string; questionIds?: readonly string[] } = {},
): Promise<string> {
  const questionIds =
    options.questionIds ??
    ((await t.inject({ method: 'GET', url: '/api/questionnaire' })).json() as Questionnaire).questions.map(
      (q) => q.id,
    );
  visitors += 1;
  const started = await t.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { visitorId: options.visitorId ?? `visitor_founder_${visitors}` },
  });
  expect(started.statusCode, started.body).toBe(201);
  const session = started.json() as { id: string; secret: string };
  const answer = options.answers ?? oneToFive;
  const done = await t.inject({
    method: 'POST',
    url: `/api/sessions/${session.id}/complete`,
    headers: { 'x-session-secret': session.secret },
    payload: { answers: Object.fromEntries(questionIds.map((id, index) => [id, answer(index)])) },
  });
  expect(done.statusCode, done.body).toBe(200);
  const claimed = await browser.post('/api/me/sessions/claim', session);
  expect(claimed.statusCode, claimed.body).toBe(200);
  return session.id;
}

/** A signed-up founder whose completed assessment is theirs: `resultId` is its result. */
export async function founderWithResult(
  t: TestApp,
  options: { name: string } & Parameters<typeof claimedResult>[2],
) {
  const { name, ...assessment } = options;
  const founder = await signedUp(t, name);
  return { ...founder, resultId: await claimedResult(t, founder.browser, assessment) };
}
