import type { APIRequestContext, Page } from '@playwright/test';
import type { PublicChapter, PublicQuestion, Questionnaire, SessionState } from '../src/contract/assessment';
import { orderQuestions, sortChapters } from '../src/domain/chapters';
import {
  ANSWER_AUTO_ADVANCE_MS,
  OVERLAY_FADE_MS,
  QUESTION_FADE_MS,
  RATING_SCALE,
} from '../src/domain/constants';
import { expect } from './fixtures';

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
