import { readdirSync, readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Questionnaire } from '../../../contract/assessment';
import { RATER_DRAFT_COOKIE, type RaterView, type RoundView } from '../../../contract/feedback';
import type { AnswerValue } from '../../../domain/answers';
import type { RaterRelationship } from '../../../domain/feedback-rules';
import type { SeedQuestionnaire } from '../../../domain/questionnaire';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { type AnswerByIndex, claimedResult, signedUp } from '../../test-support/founder';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import type { TestBrowser } from '../auth/test-browser';
import { outboxDir } from '../mail/mailer';

/**
 * The sample questionnaire (2 chapters, 5 statements) with observer wording on all but the last
 * statement, which raters are therefore not asked.
 */
export const UNWORDED = { chapterKey: 'sample-outer', position: 3 };
const observerTextOf = (chapterKey: string, question: { position: number; text: string }) =>
  chapterKey === UNWORDED.chapterKey && question.position === UNWORDED.position
    ? null
    : `{name} (as seen by others): ${question.text}`;

export type FeedbackKit = Awaited<ReturnType<typeof openFeedbackKit>>;

/**
 * A rater's browser: the link's calls, keeping the draft cookie the server sets (per link, as a
 * browser does for the cookie's path). The kit's `rater` is one browser; each call makes another.
 */
export function raterBrowser(t: TestApp) {
  const drafts = new Map<string, string>();
  const call = async (token: string, request: InjectOptions) => {
    const key = drafts.get(token);
    const res = await t.inject({ ...request, ...(key ? { cookies: { [RATER_DRAFT_COOKIE]: key } } : {}) });
    const set = res.cookies.find((c) => c.name === RATER_DRAFT_COOKIE);
    if (set) drafts.set(token, set.value);
    return res;
  };
  const browser = {
    /** the draft cookie this browser holds for a link */
    draftKey: (token: string) => drafts.get(token),
    view: (token: string) => call(token, { method: 'GET', url: `/api/feedback/${token}` }),
    answer: (token: string, questionId: string, value: AnswerValue | null) =>
      call(token, {
        method: 'PUT',
        url: `/api/feedback/${token}/answers/${questionId}`,
        payload: { value },
      }),
    submit: (token: string, comment: string | null = null) =>
      call(token, { method: 'POST', url: `/api/feedback/${token}/submit`, payload: { comment } }),
    restart: (token: string) => call(token, { method: 'POST', url: `/api/feedback/${token}/restart` }),
    withdraw: (token: string) => call(token, { method: 'DELETE', url: `/api/feedback/${token}` }),
    /** answers every statement the link shows (`value` per question id) and sends them */
    async rate(
      token: string,
      value: (questionId: string) => AnswerValue | null,
      comment: string | null = null,
    ) {
      const view = (await browser.view(token)).json() as RaterView;
      expect(view.state).toBe('open');
      for (const statement of view.statements) {
        const res = await browser.answer(token, statement.questionId, value(statement.questionId));
        expect(res.statusCode, res.body).toBe(200);
      }
      const sent = await browser.submit(token, comment);
      expect(sent.statusCode, sent.body).toBe(200);
    },
  };
  return browser;
}

/**
 * The real app on a fresh database, with a moveable clock and helpers for founders and raters; on the
 * sample questionnaire unless a test needs statements of its own.
 */
export async function openFeedbackKit(questionnaireToSeed: SeedQuestionnaire = sampleQuestionnaire) {
  const clock = { offsetMs: 0 };
  const t: TestApp = await openTestApp({
    prepare: (db) =>
      seedDefaultContent(db, questionnaireToSeed, sampleLegalPages, observerTextOf).then(() => undefined),
    dependencies: {
      now: () => new Date(Date.now() + clock.offsetMs),
    },
  });
  const questionnaire = (
    await t.inject({ method: 'GET', url: '/api/questionnaire' })
  ).json() as Questionnaire;
  const questionIds = questionnaire.questions.map((q) => q.id);
  let visitors = 0;

  /** A signed-up founder whose completed assessment (answers by question index) is theirs. */
  async function founder(name = 'Sam Rivera', self: AnswerByIndex = () => 3) {
    const signedUpFounder = await signedUp(t, name);
    return { ...signedUpFounder, resultId: await completedAssessment(signedUpFounder.browser, self) };
  }

  function completedAssessment(browser: TestBrowser, self: AnswerByIndex) {
    visitors += 1;
    return claimedResult(t, browser, {
      answers: self,
      visitorId: `visitor_feedback_${visitors}`,
      questionIds,
    });
  }

  async function openRound(owner: { browser: TestBrowser; resultId: string }): Promise<RoundView> {
    const res = await owner.browser.post('/api/me/feedback/rounds', { resultId: owner.resultId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().round;
  }

  /** A personal link; answers its token (the URL's last part) and the invite. */
  async function link(
    owner: { browser: TestBrowser },
    roundId: string,
    relationship: RaterRelationship = 'team-member',
  ) {
    const res = await owner.browser.post(`/api/me/feedback/rounds/${roundId}/links`, { relationship });
    expect(res.statusCode, res.body).toBe(201);
    const { invite, url } = res.json() as { invite: { id: string }; url: string };
    return { inviteId: invite.id, url, token: url.split('/').at(-1) as string };
  }

  const rater = raterBrowser(t);

  /** The e-mails in the outbox, as raw .eml text. */
  function outbox(): string[] {
    try {
      const dir = outboxDir(t.config.dataDir);
      return readdirSync(dir)
        .sort()
        .map((file) => readFileSync(`${dir}/${file}`, 'utf8'));
    } catch {
      return [];
    }
  }

  return {
    t,
    clock,
    questionnaire,
    questionIds,
    founder,
    completedAssessment,
    openRound,
    link,
    rater,
    raterBrowser: () => raterBrowser(t),
    outbox,
  };
}

/** The response body, for comparing two answers byte by byte. */
export const bodyOf = (res: LightMyRequestResponse) => res.body;

/** The link URLs in one raw e-mail (quoted-printable soft breaks undone). */
export function linksInMail(raw: string): string[] {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return [...new Set(text.match(/https?:\/\/[^\s"'<>]+\/feedback\/[A-Za-z0-9_-]{43}/g) ?? [])];
}
