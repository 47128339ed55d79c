import { describe, expect, it } from 'vitest';
import {
  canCreateShare,
  DEFAULT_SHARE_EXPIRY_DAYS,
  firstNameOf,
  IncompleteReportError,
  isSharePurgeable,
  MAX_ACTIVE_SHARES_PER_RESULT,
  type OwnerReport,
  reportPdfFileName,
  SHARE_EXPIRY_DAYS,
  sharedViewOf,
  sharedViewSchema,
  shareExpiresAt,
  shareExpiryDaysSchema,
  shareLinkState,
} from './share-rules';

const q = (position: number, text: string) => ({
  questionId: `q${position}`,
  position,
  text,
  value: 4 as const,
  insight: `${text}: insight`,
});

/** An owner's view with every gated text, plus fields the shared view must not carry. */
const ownerReport = (): OwnerReport & Record<string, unknown> => ({
  sessionId: 'result-id-of-the-account',
  gated: false,
  completedAt: '2026-11-02T10:00:00.000Z',
  version: 3,
  overall: 3.7,
  inner: 3.9,
  outer: 3.5,
  balance: 'balanced',
  overallInsight: 'OVERALL-INSIGHT-TEXT',
  answeredCount: 3,
  questionCount: 3,
  chapters: [
    {
      id: 'c1',
      title: 'Self-awareness',
      area: 'inner',
      position: 1,
      average: 3.9,
      answeredCount: 2,
      questionCount: 2,
      insight: { tier: 'good', tierLabel: 'Good', questions: [q(1, 'I know my strengths')] },
    },
    {
      id: 'c2',
      title: 'Execution',
      area: 'outer',
      position: 2,
      average: 3.5,
      answeredCount: 1,
      questionCount: 1,
      insight: { tier: 'good', tierLabel: 'Good', questions: [q(1, 'I ship every week')] },
    },
  ],
  coreStrength: {
    chapterId: 'c1',
    title: 'Self-awareness',
    area: 'inner',
    position: 1,
    average: 3.9,
    description: 'CORE-DESCRIPTION',
    questions: [q(1, 'I know my strengths')],
    zoneOfGenius: 'ZONE-OF-GENIUS',
    howOthersSeeYou: 'HOW-OTHERS',
  },
  upliftPotential: {
    chapterId: 'c2',
    title: 'Execution',
    area: 'outer',
    position: 2,
    average: 3.5,
    description: null,
    questions: [q(1, 'I ship every week')],
    energyDrains: 'ENERGY-DRAINS',
    improvementPath: ['STEP-ONE', 'STEP-TWO'],
  },
});

describe('expiry and limits', () => {
  it('offers 7, 30 and 90 days, 30 by default', () => {
    expect(SHARE_EXPIRY_DAYS).toEqual([7, 30, 90]);
    expect(DEFAULT_SHARE_EXPIRY_DAYS).toBe(30);
    expect(shareExpiryDaysSchema.safeParse(30).success).toBe(true);
    for (const bad of [0, 1, 31, 365, 30.5, '30', null])
      expect(shareExpiryDaysSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('expires the chosen number of days after creation', () => {
    const created = new Date('2026-01-01T12:00:00Z');
    expect(shareExpiresAt(created, 7).toISOString()).toBe('2026-01-08T12:00:00.000Z');
  });

  it('is active until it expires, and revoked wins over expired', () => {
    const expiresAt = new Date('2026-01-31T00:00:00Z');
    expect(shareLinkState({ revokedAt: null, expiresAt }, new Date('2026-01-30T23:59:59Z'))).toBe('active');
    expect(shareLinkState({ revokedAt: null, expiresAt }, expiresAt)).toBe('expired');
    expect(shareLinkState({ revokedAt: new Date('2026-01-02'), expiresAt }, new Date('2026-02-02'))).toBe(
      'revoked',
    );
  });

  it('allows at most the maximum of working links per result', () => {
    expect(canCreateShare(MAX_ACTIVE_SHARES_PER_RESULT - 1)).toBe(true);
    expect(canCreateShare(MAX_ACTIVE_SHARES_PER_RESULT)).toBe(false);
  });

  it('purges links 30 days after they stopped working', () => {
    const link = { revokedAt: null, expiresAt: new Date('2026-01-01T00:00:00Z') };
    expect(isSharePurgeable(link, new Date('2026-01-30T23:00:00Z'))).toBe(false);
    expect(isSharePurgeable(link, new Date('2026-01-31T00:00:00Z'))).toBe(true);
    const revoked = { revokedAt: new Date('2026-01-01T00:00:00Z'), expiresAt: new Date('2027-01-01') };
    expect(isSharePurgeable(revoked, new Date('2026-02-01T00:00:00Z'))).toBe(true);
  });
});

describe('sharedViewOf', () => {
  it("'scores' carries the scores and balance only: no text, answer, highlight or account field", () => {
    const view = sharedViewOf(ownerReport(), 'scores');
    expect(view).toEqual({
      scope: 'scores',
      completedAt: '2026-11-02T10:00:00.000Z',
      version: 3,
      overall: 3.7,
      inner: 3.9,
      outer: 3.5,
      balance: 'balanced',
      chapters: [
        { id: 'c1', title: 'Self-awareness', area: 'inner', position: 1, average: 3.9 },
        { id: 'c2', title: 'Execution', area: 'outer', position: 2, average: 3.5 },
      ],
    });
    const json = JSON.stringify(view);
    for (const secret of [
      'INSIGHT',
      'DESCRIPTION',
      'GENIUS',
      'OTHERS',
      'DRAINS',
      'STEP',
      'result-id',
      'I know',
    ])
      expect(json).not.toContain(secret);
    expect(sharedViewSchema.parse(view)).toEqual(view);
  });

  it("'full' is the owner's report without the account's fields", () => {
    const view = sharedViewOf(ownerReport(), 'full');
    expect(view.scope).toBe('full');
    const json = JSON.stringify(view);
    for (const text of [
      'OVERALL-INSIGHT-TEXT',
      'CORE-DESCRIPTION',
      'ZONE-OF-GENIUS',
      'ENERGY-DRAINS',
      'STEP-TWO',
    ])
      expect(json).toContain(text);
    expect(json).not.toContain('result-id-of-the-account');
    expect(view).not.toHaveProperty('sessionId');
    expect(view).not.toHaveProperty('gated');
    expect(sharedViewSchema.parse(view)).toEqual(view);
  });

  it('never passes on a field it does not know', () => {
    const report = ownerReport();
    (report.chapters[0] as Record<string, unknown>).secret = 'NEW-FIELD';
    (report.coreStrength as Record<string, unknown>).secret = 'NEW-FIELD';
    for (const scope of ['scores', 'full'] as const)
      expect(JSON.stringify(sharedViewOf(report, scope))).not.toContain('NEW-FIELD');
  });

  it("refuses to build 'full' from a gated view", () => {
    const report = ownerReport();
    const core = report.coreStrength;
    if (!core) throw new Error('the sample has a core strength');
    report.coreStrength = { ...core, zoneOfGenius: undefined };
    expect(() => sharedViewOf(report, 'full')).toThrow(IncompleteReportError);
    expect(() => sharedViewOf(report, 'scores')).not.toThrow();
  });
});

describe('the PDF report', () => {
  it('greets by the first name, if any', () => {
    expect(firstNameOf(' Sam  Rivera ')).toBe('Sam');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });

  it('is named by the completion day', () => {
    expect(reportPdfFileName('2026-11-02T23:10:00.000Z')).toBe('uplift-founder-audit-2026-11-02.pdf');
  });
});
