import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultView } from '../../../contract/assessment';
import type { FeedbackReportView, HowOthersSeeYouView } from '../../../contract/feedback';
import type { AnswerValue } from '../../../domain/answers';
import { formatScore } from '../../../domain/scoring';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { founderWithResult } from '../../test-support/founder';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import type { TestBrowser } from '../auth/test-browser';
import { raterBrowser } from '../feedback/test-kit';
import { feedbackCopy } from './style';

/**
 * 'How Others See You' in the PDF report on the real app: nothing of it while the round has fewer raters
 * than the report needs, then the founder beside all others, blind spots, hidden strengths and the
 * comments word for word, in any script the fonts have. Read back with pdftotext.
 */

const COMMENTS = [
  // Greek and Cyrillic: the fallback subsets of Inter draw them
  'Ο Σαμ ακούει πριν αποφασίσει· η ομάδα τον εμπιστεύεται.',
  'Сэм всегда держит слово, но иногда берёт на себя слишком много и не просит о помощи.',
  // long enough to wrap over several lines
  'Sam is the person I go to when a decision feels stuck: he asks the question nobody else asked, ' +
    'listens to the answer, and then actually decides. What I would like to see more of is Sam letting ' +
    'the team finish their own thinking before stepping in, because in planning meetings his first idea ' +
    'tends to become the plan simply because it came first, and some of the quieter people have stopped ' +
    'offering alternatives. He is also far more patient with customers than with himself.',
];

const observerText = (_key: string, question: { text: string }) => `{name}: ${question.text}`;

let t: TestApp;
let founder: TestBrowser;
let resultId: string;
let roundId: string;

/** The founder's report as pdftotext reads it: with `-layout` a row stays one line, `-raw` reads in order. */
async function reportText(mode: '-layout' | '-raw'): Promise<string> {
  const res = await founder.get(`/api/me/results/${resultId}/report.pdf`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'uplift-feedback-pdf-')), 'report.pdf');
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', [mode, file, '-'], { encoding: 'utf8' });
}

/** One rater through a personal link: every statement at `value`, then the comment. */
async function rate(value: number, comment: string) {
  const link = await founder.post(`/api/me/feedback/rounds/${roundId}/links`, {
    relationship: 'team-member',
  });
  expect(link.statusCode, link.body).toBe(201);
  const token = (link.json().url as string).split('/').at(-1) as string;
  await raterBrowser(t).rate(token, () => value as AnswerValue, comment);
}

const count = (text: string, part: string) => text.split(part).length - 1;
/** pdftotext ends each line with a line feed: a wrapped comment reads as one line again */
const joined = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) =>
      seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages, observerText).then(() => undefined),
  });
  // the founder answers 1 to 5: raters at 3 make two hidden strengths and two blind spots
  ({ browser: founder, resultId } = await founderWithResult(t, {
    name: 'Sam Rater',
    visitorId: 'visitor_feedback_pdf',
  }));
  const opened = await founder.post('/api/me/feedback/rounds', { resultId });
  expect(opened.statusCode, opened.body).toBe(201);
  roundId = opened.json().round.id as string;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('How Others See You in the PDF report', () => {
  it('is not in the report while the round has two raters', async () => {
    await rate(2, COMMENTS[0] as string);
    await rate(4, COMMENTS[1] as string);
    const view = (await founder.get(`/api/me/results/${resultId}`)).json() as ResultView;
    const text = await reportText('-raw');
    // the core strength's own 'How Others See You' paragraph is the only use of the words
    expect(count(text, feedbackCopy.sectionTitle)).toBe(view.coreStrength?.howOthersSeeYou ? 1 : 0);
    for (const absent of [
      feedbackCopy.report.title,
      feedbackCopy.blindSpots.title,
      feedbackCopy.hiddenStrengths.title,
      feedbackCopy.comments.description,
    ])
      expect(text).not.toContain(absent);
    for (const comment of COMMENTS.slice(0, 2)) {
      expect(joined(text)).not.toContain(comment);
      expect(joined(text)).not.toContain(comment.slice(0, 12));
    }
    // the core strength keeps its written 'How Others See You' text, not one from two raters
    if (view.coreStrength?.howOthersSeeYou)
      expect(joined(text)).toContain(joined(view.coreStrength.howOthersSeeYou));
    expect(text).not.toContain(feedbackCopy.howOthersSeeYou.fromRaters(2));
  });

  it('prints the founder beside all others, blind spots, hidden strengths and the comments once ready', async () => {
    await rate(3, COMMENTS[2] as string);
    const round = await founder.get(`/api/me/feedback/rounds/${roundId}`);
    expect(round.statusCode, round.body).toBe(200);
    const report = round.json().round.report as FeedbackReportView;
    if (report.status !== 'ready') throw new Error(`the report is ${report.status}`);
    expect(report.blindSpots.length).toBeGreaterThan(0);
    expect(report.hiddenStrengths.length).toBeGreaterThan(0);

    const view = (await founder.get(`/api/me/results/${resultId}`)).json() as ResultView;
    const layout = await reportText('-layout');
    expect(count(layout, feedbackCopy.sectionTitle)).toBe(view.coreStrength?.howOthersSeeYou ? 2 : 1);
    // the section's page: its rows as the report gives them
    const section = layout.slice(layout.lastIndexOf(feedbackCopy.report.title));
    // a figure's row: its label, then the bar's number on the same line
    const row = (label: string) =>
      section.split('\n').find((l) => new RegExp(`^\\s*${label}\\s+\\d\\.\\d\\s*$`).test(l)) ?? '';
    expect(row(feedbackCopy.report.allOthers)).toContain(formatScore(report.overall.others.mean));
    expect(joined(section)).toContain(
      `${feedbackCopy.report.spread} ${formatScore(report.overall.others.spread)} · ${feedbackCopy.report.raters(3)}`,
    );
    if (report.overall.self !== null)
      expect(row(feedbackCopy.report.self)).toContain(formatScore(report.overall.self));
    for (const statement of [...report.blindSpots, ...report.hiddenStrengths]) {
      expect(section).toContain(statement.text as string);
      expect(joined(section)).toContain(
        `${feedbackCopy.statement.selfLabel} ${statement.self} · ${feedbackCopy.statement.othersLabel} ${formatScore(statement.others.mean)}`,
      );
    }
    expect(section.indexOf(feedbackCopy.blindSpots.title)).toBeLessThan(
      section.indexOf(feedbackCopy.hiddenStrengths.title),
    );

    // every comment word for word, in the report's order, after the section's description
    const raw = joined(await reportText('-raw'));
    const from = raw.indexOf(feedbackCopy.comments.description);
    expect(from).toBeGreaterThan(-1);
    expect([...report.comments].sort()).toEqual([...COMMENTS].sort());
    let at = from;
    for (const comment of report.comments) {
      const found = raw.indexOf(comment, at);
      expect(found, comment.slice(0, 30)).toBeGreaterThan(at);
      at = found + comment.length;
    }
    expect(raw).not.toContain(feedbackCopy.comments.empty);

    // the core strength's 'How Others See You' is now the raters' text, as on the results page
    const others = round.json().round.howOthersSeeYou as HowOthersSeeYouView;
    expect(others.source).toBe('raters');
    expect(joined(raw)).toContain(joined(others.text));
    expect(raw).toContain(feedbackCopy.howOthersSeeYou.fromRaters(3));
    if (view.coreStrength?.howOthersSeeYou)
      expect(joined(raw)).not.toContain(joined(view.coreStrength.howOthersSeeYou));
  });
});
