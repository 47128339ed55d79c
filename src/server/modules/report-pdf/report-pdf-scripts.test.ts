import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedQuestionnaire } from '../../../domain/questionnaire';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { founderWithResult } from '../../test-support/founder';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';

/**
 * The report prints what founders and admins write in any script the site's fonts have: the founder's
 * name, their plan and the chapters' titles, read back with pdftotext; pdffonts lists each subset used.
 */

// the admin's chapter titles: Cyrillic in the headings' Fraunces, which has none, and Greek
const [inner, outer] = sampleQuestionnaire.chapters as [
  SeedQuestionnaire['chapters'][number],
  SeedQuestionnaire['chapters'][number],
];
const questionnaire: SeedQuestionnaire = {
  ...sampleQuestionnaire,
  chapters: [
    { ...inner, title: 'Самосознание' },
    { ...outer, title: 'Σοφία και Ανθεκτικότητα' },
  ],
};
const ACTIONS = [
  // long enough to wrap: a line never ends inside a word whose letters come from two subsets
  'Провести интервью с десятью клиентами — razem z zespołem, żeby zrozumieć źródło problemów; spotkania z całym zespołem sprzedażowym co tydzień',
  'Σοφία: Ελέγξτε τον προϋπολογισμό κάθε εβδομάδα',
  'Gặp Nguyễn Thị Minh Khai và 张伟 về tuyển dụng 👩‍💻',
];

let t: TestApp;
let pdfFile: string;

beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, questionnaire, sampleLegalPages).then(() => undefined),
  });
  const { browser, resultId } = await founderWithResult(t, {
    name: 'Łukasz Żółć',
    visitorId: 'visitor_scripts',
  });
  const plan = await browser.request({
    method: 'PUT',
    url: `/api/me/results/${resultId}/plan`,
    payload: { actions: ACTIONS.map((text) => ({ text })) },
  });
  expect(plan.statusCode, plan.body).toBe(201);

  const res = await browser.get(`/api/me/results/${resultId}/report.pdf`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  pdfFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'uplift-scripts-pdf-')), 'report.pdf');
  writeFileSync(pdfFile, res.rawPayload);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const pdftotext = (...args: string[]) =>
  execFileSync('pdftotext', [...args, pdfFile, '-'], { encoding: 'utf8' });

describe('the PDF report in other scripts', () => {
  it('prints the founder’s name, the plan and the chapters’ titles as written', () => {
    const text = pdftotext();
    // the cover, and the footer of every page
    expect(text).toContain('Prepared for Łukasz');
    expect(text).toMatch(/Uplift Founder Audit · Łukasz · \d/);
    for (const title of ['Самосознание', 'Σοφία και Ανθεκτικότητα']) {
      // the radar's table, the chapter bars, the highlights and the insights
      expect(text.split(title).length - 1, title).toBeGreaterThanOrEqual(3);
    }
    // the plan's actions, each word whole (pdftotext puts a line's end between the lines)
    const plan = pdftotext('-raw').replace(/\s+/g, ' ');
    expect(plan).toContain(`1. ${ACTIONS[0]}`);
    expect(plan).toContain(`2. ${ACTIONS[1]}`);
    expect(plan).toContain('3. Gặp Nguyễn Thị Minh Khai và');
    expect(plan).toContain('về tuyển dụng');
  });

  it('draws what no subset has as missing-glyph boxes and keeps the characters for search and copying', () => {
    // pdftotext reads the marked text (it places it out of the line's order)
    const raw = pdftotext('-raw');
    for (const char of ['张', '伟', '👩‍💻']) expect(raw, char).toContain(char);
  });

  it('embeds a subset of each face for each script it needs, and nothing else', () => {
    const fonts = execFileSync('pdffonts', [pdfFile], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/));
    // name, type (2 words), encoding, emb, sub, uni, object number, generation
    for (const font of fonts) expect(font.slice(4, 7), font[0]).toEqual(['yes', 'yes', 'yes']);
    const count = (name: string) => fonts.filter((font) => font[0]?.endsWith(`+${name}`)).length;
    // Regular: Latin, Latin Extended (the name), Cyrillic and Greek (the chapters in the table)
    expect(count('Inter-Regular')).toBe(4);
    // SemiBold: Latin, Latin Extended, Cyrillic, Greek and Vietnamese (the plan, the radar's labels)
    expect(count('Inter-SemiBold')).toBe(5);
    // Fraunces has Latin only here: the headings' Cyrillic and Greek fall back to Inter SemiBold
    expect(count('Fraunces-SemiBold')).toBe(1);
    expect(fonts).toHaveLength(10);
  });
});
