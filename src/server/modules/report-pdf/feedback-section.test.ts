import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultView } from '../../../contract/assessment';
import type { FeedbackReportView } from '../../../contract/feedback';
import type { ReadyFeedbackReport } from './feedback-section';
import { renderReportPdf } from './render';
import { feedbackCopy, MARGIN, PAGE } from './style';

/**
 * The 'How Others See You' section drawn from a given report, without the app: what it prints when the
 * lists are empty, and how long comments wrap and continue on the next page.
 */

const view: ResultView = {
  sessionId: '00000000-0000-4000-8000-000000000001',
  completedAt: '2026-01-05T10:00:00.000Z',
  version: 1,
  gated: false,
  overall: 3.2,
  inner: 3,
  outer: 3.5,
  balance: 'balanced',
  overallInsight: 'An insight.',
  answeredCount: 5,
  questionCount: 5,
  chapters: [],
  coreStrength: null,
  upliftPotential: null,
};

const ready = (extra: Partial<ReadyFeedbackReport> = {}): ReadyFeedbackReport => ({
  status: 'ready',
  counts: { invited: 4, answered: 4, groups: [] },
  overall: { self: 3.4, others: { mean: 3.85, spread: 0.72, raterCount: 4 }, gap: -0.45, groups: [] },
  chapters: [],
  questions: [],
  blindSpots: [],
  hiddenStrengths: [],
  comments: [],
  ...extra,
});

async function render(feedback: FeedbackReportView | null) {
  const pdf = await renderReportPdf({
    view,
    firstName: 'Sam',
    plan: null,
    radar: null,
    feedback,
    howOthersSeeYou: null,
    generatedAt: new Date('2026-01-07T10:00:00Z'),
  });
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'uplift-feedback-section-')), 'report.pdf');
  writeFileSync(file, pdf);
  const run = (...args: string[]) => execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' });
  return { text: run('-raw').replace(/\s+/g, ' '), bbox: () => run('-bbox') };
}

describe('How Others See You in the PDF', () => {
  it('says so when there are no blind spots, hidden strengths or comments', async () => {
    const { text } = await render(ready());
    expect(text).toContain(feedbackCopy.sectionTitle);
    expect(text).toContain('All others 3.9');
    expect(text).toContain('Spread 0.7 · 4 people');
    for (const empty of [
      feedbackCopy.blindSpots.empty,
      feedbackCopy.hiddenStrengths.empty,
      feedbackCopy.comments.empty,
    ])
      expect(text).toContain(empty);
  });

  it('has no section while the report waits for raters', async () => {
    const { text } = await render({
      status: 'waiting',
      counts: { invited: 3, answered: 2, groups: [] },
      needed: 1,
    });
    expect(text).not.toContain(feedbackCopy.sectionTitle);
    expect(text).not.toContain(feedbackCopy.comments.title);
  });

  it('wraps long comments and continues them on the next page, nothing in the bottom margin', async () => {
    const comments = Array.from(
      { length: 9 },
      (_, i) =>
        `Comment ${i + 1}: ${'The team trusts Sam’s judgement, and Σοφία says so too — ещё как. '.repeat(12)}The end.`,
    );
    const { text: withFooters, bbox } = await render(ready({ comments }));
    // a comment across a page break reads on after the footer between its pages
    const text = withFooters.replace(/ ?Uplift Founder Audit · Sam · \d+ January 2026 Page \d+ of \d+/g, '');
    expect(withFooters).toMatch(/Comment \d+: (?:(?!The end\.).)* Page \d+ of \d+ /);
    let at = text.indexOf(feedbackCopy.comments.description);
    for (const comment of comments) {
      const found = text.indexOf(comment, at);
      expect(found, comment.slice(0, 12)).toBeGreaterThan(at);
      at = found + comment.length;
    }
    // words as pdftotext places them: below the bottom margin only the footer's line
    const words = [...bbox().matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">/g)];
    expect(words.length).toBeGreaterThan(1000);
    const footerTop = PAGE.height - 50;
    for (const [, yMin, yMax] of words)
      if (Number(yMin) < footerTop) expect(Number(yMax)).toBeLessThanOrEqual(PAGE.height - MARGIN.bottom + 1);
    expect(bbox().split('<page ').length - 1).toBeGreaterThanOrEqual(4);
  });
});
