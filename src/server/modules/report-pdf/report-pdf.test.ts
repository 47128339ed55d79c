import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBenchmarkPaths } from '../../../contract/admin-benchmarks';
import type { Questionnaire } from '../../../contract/assessment';
import type { BenchmarksView } from '../../../contract/benchmarks';
import type { AnswerValue } from '../../../domain/answers';
import type { SeedQuestionnaire } from '../../../domain/questionnaire';
import { rawQuery } from '../../db/client';
import * as schema from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { claimedResult, signedUp } from '../../test-support/founder';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import type { TestBrowser } from '../auth/test-browser';
import { generatePopulation, type Population } from '../benchmarks/population';
import { raterBrowser } from '../feedback/test-kit';

/**
 * The report's radar page on the real app: the founder's chapters with the benchmark group's median only
 * where a group is above the threshold (and the narrowest such group), and others' view only once the
 * feedback round has enough raters. Read back with pdftotext, as a reader or a screen reader gets it.
 */

// eight chapters, as the real questionnaire has: the radar needs three or more axes
const TITLES = [
  ['Self-Awareness', 'inner'],
  ['Resilience', 'inner'],
  ['Focus & Energy', 'inner'],
  ['Decisions Under Uncertainty', 'inner'],
  ['Vision & Strategy', 'outer'],
  ['Customer & Market', 'outer'],
  ['Team & Leadership', 'outer'],
  ['Execution & Capital', 'outer'],
] as const;
const template = sampleQuestionnaire.chapters[0] as SeedQuestionnaire['chapters'][number];
const eightChapters: SeedQuestionnaire = {
  ...sampleQuestionnaire,
  assessment: { key: 'radar-audit', title: 'Radar Audit' },
  chapters: TITLES.map(([title, area], index) => ({
    ...template,
    key: `radar-${index + 1}`,
    area,
    position: index + 1,
    title,
    questions: [1, 2].map((position) => ({
      ...(template.questions[0] as (typeof template.questions)[number]),
      position,
      text: `${title} statement ${position}`,
    })),
  })),
};
const observerText = (_key: string, question: { text: string }) =>
  `{name} (as seen by others): ${question.text}`;

let t: TestApp;
let q: Questionnaire;
let population: (p: Omit<Population, 'assessmentId' | 'versionId' | 'chapters'>) => Promise<void>;
type Person = { browser: TestBrowser; id: string };
let admin: Person;
let founder: Person & { resultId: string };

/** The admin asks for a recompute of the benchmarks; the queue runs it. */
async function recompute() {
  const res = await admin.browser.post(adminBenchmarkPaths.recompute);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.jobs.runDue();
}

/** The founder's report as pdftotext reads it, its layout kept (a table row stays one line). */
async function reportText(): Promise<string> {
  const res = await founder.browser.get(`/api/me/results/${founder.resultId}/report.pdf`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uplift-radar-pdf-'));
  const file = path.join(dir, 'report.pdf');
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The radar page's table: the text after its caption, up to the next page. */
function radarTable(text: string): string {
  const start = text.indexOf('Your chapter scores, 1 to 5');
  expect(start, 'the radar table is in the report').toBeGreaterThan(-1);
  return text.slice(start, text.indexOf('\f', start));
}

/** A chapter's row of the table: its figures after the title, as the columns show them. */
function rowOf(table: string, title: string): string[] {
  const line = table.split('\n').find((l) => l.trim().startsWith(title));
  expect(line, `a row for ${title}`).toBeDefined();
  return (line as string)
    .trim()
    .slice(title.length)
    .trim()
    .split(/\s{2,}/);
}

beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) =>
      seedDefaultContent(db, eightChapters, sampleLegalPages, observerText).then(() => undefined),
  });
  q = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
  const [version] = await t.database.db
    .select()
    .from(schema.questionnaireVersions)
    .where(eq(schema.questionnaireVersions.status, 'published'));
  const versionId = version?.id ?? '';
  const chapters = (
    await t.database.db.select().from(schema.chapters).where(eq(schema.chapters.versionId, versionId))
  ).map((c) => ({ id: c.id, area: c.area }));
  population = (p) =>
    generatePopulation(rawQuery(t.database.db), { ...p, assessmentId: q.assessment.id, versionId, chapters });

  admin = await signedUp(t, 'The Admin');
  await t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, admin.id));
  const f = await signedUp(t, 'Sam Seed');
  const profile = await f.browser.patch('/api/me/profile', { fundraising_stage: 'seed', team_size: '1-10' });
  expect(profile.statusCode, profile.body).toBe(200);
  // question i answers 1 + i % 5: Self-Awareness 1.5, Resilience 3.5 … (sent at once: too fast to
  // count in the groups, which the generated founders make)
  const resultId = await claimedResult(t, f.browser, {
    visitorId: 'visitor_radar',
    questionIds: q.questions.map((x) => x.id),
  });
  founder = { ...f, resultId };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the radar in the PDF report', () => {
  it('draws the founder’s chapters with a table, and no median while every group is below the threshold', async () => {
    // 20 seed founders: every group has fewer than the 30 the threshold asks
    await population({ prefix: 'few-seed', count: 20, stage: 'seed', teamSize: '1-10', score: 3 });
    await recompute();
    const benchmarks = (
      await founder.browser.get(`/api/me/results/${founder.resultId}/benchmarks`)
    ).json() as BenchmarksView;
    expect(benchmarks.groups.map((g) => [g.kind, g.available])).toEqual([
      ['stage', false],
      ['team-size', false],
      ['all', false],
    ]);

    const text = await reportText();
    expect(text).toContain('Your Chapters at a Glance');
    const table = radarTable(text);
    expect(table).toMatch(/Chapter\s+You\s*\n/);
    expect(table).not.toMatch(/median/i);
    expect(table).not.toContain('Others');
    const view = (await founder.browser.get(`/api/me/results/${founder.resultId}`)).json() as {
      chapters: Array<{ title: string; average: number }>;
    };
    for (const chapter of view.chapters)
      expect(rowOf(table, chapter.title), chapter.title).toEqual([chapter.average.toFixed(1)]);
    // the legend names the founder's line and no median
    expect(text).not.toMatch(/Median of/);
  });

  it('shows the median of the narrowest group above the threshold: all founders, then the founder’s stage', async () => {
    // 40 pre-seed founders: all founders (60) pass the threshold, the seed group (20) still does not
    await population({ prefix: 'pre', count: 40, stage: 'pre-seed', teamSize: '31-100', score: 2 });
    await recompute();
    let table = radarTable(await reportText());
    expect(table).toContain('Median of all founders');
    expect(table).not.toContain('Seed founders');
    // 40 at 2.0 and 20 at 3.0: the median of every chapter is 2.0
    for (const [title] of TITLES) expect(rowOf(table, title)[1], title).toBe('2.0');

    // 15 more seed founders: the seed group (35) passes and is the narrowest shown
    await population({ prefix: 'more-seed', count: 15, stage: 'seed', teamSize: '1-10', score: 3 });
    await recompute();
    table = radarTable(await reportText());
    expect(table).toContain('Median of Seed founders');
    expect(table).not.toContain('all founders');
    expect(rowOf(table, 'Self-Awareness')).toEqual(['1.5', '3.0']);
    for (const [title] of TITLES) expect(rowOf(table, title)[1], title).toBe('3.0');
  });

  it('adds others’ view once the feedback round has enough raters, never before', async () => {
    const opened = await founder.browser.post('/api/me/feedback/rounds', { resultId: founder.resultId });
    expect(opened.statusCode, opened.body).toBe(201);
    const roundId = opened.json().round.id as string;
    const rate = async (value: number) => {
      const link = await founder.browser.post(`/api/me/feedback/rounds/${roundId}/links`, {
        relationship: 'team-member',
      });
      expect(link.statusCode, link.body).toBe(201);
      const token = (link.json().url as string).split('/').at(-1) as string;
      await raterBrowser(t).rate(token, () => value as AnswerValue);
    };

    // two raters: below the threshold, their answers stay out of the report
    await rate(4);
    await rate(5);
    let table = radarTable(await reportText());
    expect(table).not.toContain('Others');
    expect(rowOf(table, 'Resilience')).toHaveLength(2);

    // the third: others' view (the mean of 4, 5 and 3) beside every chapter
    await rate(3);
    const text = await reportText();
    table = radarTable(text);
    expect(table).toMatch(/Chapter\s+You\s+Median of Seed founders\s+Others/);
    for (const [title] of TITLES) expect(rowOf(table, title)[2], title).toBe('4.0');
    expect(text).toContain('How others see you');
  });
});
