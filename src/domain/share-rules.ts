import { z } from 'zod';
import { answerValueSchema } from './answers';
import { areaSchema } from './questionnaire';

/**
 * Share links to a founder's report: read-only, scores only or the full report, expiring, revocable.
 * What each scope shows is decided here, once, for the server's answer and the shared page alike.
 */

export const SHARE_SCOPES = ['scores', 'full'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

export const SHARE_SCOPE_LABELS: Record<ShareScope, string> = {
  scores: 'Scores only',
  full: 'Full report',
};
export const SHARE_SCOPE_DESCRIPTIONS: Record<ShareScope, string> = {
  scores: 'Overall, inner and outer game and the chapter scores. No texts, no answers.',
  full: 'The report as you see it: scores, insights, your answers per statement, strength and uplift.',
};

/** How long a link works: the founder picks one of these; 30 days unless they choose otherwise. */
export const SHARE_EXPIRY_DAYS = [7, 30, 90] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];
export const DEFAULT_SHARE_EXPIRY_DAYS: ShareExpiryDays = 30;

/** Links that still work, per result: enough for every adviser, few enough to keep track of. */
export const MAX_ACTIVE_SHARES_PER_RESULT = 10;

/** Expired or revoked links are kept this long for the founder's list, then deleted. */
export const SHARE_PURGE_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export const SHARE_MESSAGES = {
  expiry: `Choose how long the link works: ${SHARE_EXPIRY_DAYS.join(', ')} days.`,
  scope: 'Choose what the link shows: scores only or the full report.',
  tooMany: `A report can have at most ${MAX_ACTIVE_SHARES_PER_RESULT} working links. Revoke one to make another.`,
  notShared: 'This report is no longer shared.',
} as const;

export const shareScopeSchema = z.enum(SHARE_SCOPES, { error: SHARE_MESSAGES.scope });

export const shareExpiryDaysSchema = z
  .number({ error: SHARE_MESSAGES.expiry })
  .int(SHARE_MESSAGES.expiry)
  .refine((days): days is ShareExpiryDays => (SHARE_EXPIRY_DAYS as readonly number[]).includes(days), {
    message: SHARE_MESSAGES.expiry,
  }) as unknown as z.ZodType<ShareExpiryDays, ShareExpiryDays>;

export function shareExpiresAt(createdAt: Date, days: ShareExpiryDays): Date {
  return new Date(createdAt.getTime() + days * DAY_MS);
}

export type ShareLinkState = 'active' | 'revoked' | 'expired';

/** Revoked wins over expired: the founder's own act is what the list should name. */
export function shareLinkState(link: { revokedAt: Date | null; expiresAt: Date }, now: Date): ShareLinkState {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function canCreateShare(activeLinks: number): boolean {
  return activeLinks < MAX_ACTIVE_SHARES_PER_RESULT;
}

/** Whether a link that stopped working (at `endedAt`) is old enough to delete. */
export function isSharePurgeable(link: { revokedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  const endedAt = link.revokedAt ?? link.expiresAt;
  return now.getTime() - endedAt.getTime() >= SHARE_PURGE_AFTER_DAYS * DAY_MS;
}

// ── what a link shows ───────────────────────────────────────────────────────────────────────────────

const balanceSchema = z.enum(['balanced', 'inner-leads', 'outer-leads']);
const isoDate = z.iso.datetime({ offset: true });

const chapterScoreSchema = z.object({
  id: z.string(),
  title: z.string(),
  area: areaSchema,
  position: z.number().int(),
  average: z.number(),
});

const scoresCore = {
  completedAt: isoDate,
  version: z.number().int().min(1),
  overall: z.number(),
  inner: z.number(),
  outer: z.number(),
  balance: balanceSchema,
};

/** Scores only: no insight text, no answer, no highlight, nothing that names the founder. */
export const sharedScoresViewSchema = z.object({
  scope: z.literal('scores'),
  ...scoresCore,
  chapters: z.array(chapterScoreSchema),
});

const breakdownSchema = z.object({
  questionId: z.string(),
  position: z.number().int(),
  text: z.string(),
  value: answerValueSchema.nullable(),
  insight: z.string().nullable(),
});

const highlightSchema = z.object({
  chapterId: z.string(),
  title: z.string(),
  area: areaSchema,
  position: z.number().int(),
  average: z.number(),
  description: z.string().nullable(),
  questions: z.array(breakdownSchema),
});

/**
 * The report as its owner sees it, less what belongs to the account: no result id, no name or e-mail,
 * no history, and none of the rater feedback (the raters agreed to the founder seeing it, not others).
 */
export const sharedFullViewSchema = z.object({
  scope: z.literal('full'),
  ...scoresCore,
  overallInsight: z.string(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
  chapters: z.array(
    chapterScoreSchema.extend({
      answeredCount: z.number().int(),
      questionCount: z.number().int(),
      insight: z.object({
        tier: z.enum(['excellent', 'good', 'growth-opportunity']),
        tierLabel: z.string(),
        questions: z.array(breakdownSchema),
      }),
    }),
  ),
  coreStrength: highlightSchema.extend({ zoneOfGenius: z.string(), howOthersSeeYou: z.string() }).nullable(),
  upliftPotential: highlightSchema
    .extend({ energyDrains: z.string(), improvementPath: z.array(z.string()) })
    .nullable(),
});

export const sharedViewSchema = z.discriminatedUnion('scope', [sharedScoresViewSchema, sharedFullViewSchema]);
export type SharedScoresView = z.infer<typeof sharedScoresViewSchema>;
export type SharedFullView = z.infer<typeof sharedFullViewSchema>;
export type SharedView = z.infer<typeof sharedViewSchema>;

type Breakdown = SharedFullView['chapters'][number]['insight']['questions'][number];

/** The owner's result view as the results page gets it (structurally: the domain knows no contract). */
export type OwnerReport = {
  completedAt: string;
  version: number;
  overall: number;
  inner: number;
  outer: number;
  balance: SharedView['balance'];
  overallInsight: string;
  answeredCount: number;
  questionCount: number;
  chapters: ReadonlyArray<
    SharedScoresView['chapters'][number] & {
      answeredCount: number;
      questionCount: number;
      insight?: SharedFullView['chapters'][number]['insight'];
    }
  >;
  coreStrength: (OwnerHighlight & { zoneOfGenius?: string; howOthersSeeYou?: string }) | null;
  upliftPotential: (OwnerHighlight & { energyDrains?: string; improvementPath?: string[] }) | null;
};
type OwnerHighlight = Omit<
  SharedFullView['chapters'][number],
  'insight' | 'id' | 'answeredCount' | 'questionCount'
> & {
  chapterId: string;
  description: string | null;
  questions?: Breakdown[];
};

/** The owner's view has no full texts: the full scope cannot be built from a gated view. */
export class IncompleteReportError extends Error {
  constructor() {
    super('The full report needs the owner’s complete result view.');
    this.name = 'IncompleteReportError';
  }
}

const breakdownOf = (q: Breakdown): Breakdown => ({
  questionId: q.questionId,
  position: q.position,
  text: q.text,
  value: q.value,
  insight: q.insight,
});

/**
 * What a link of `scope` shows of the owner's report. Fields are copied one by one (never spread), so a
 * field added to the owner's view later is shared only once it is added here.
 */
export function sharedViewOf(report: OwnerReport, scope: ShareScope): SharedView {
  const core = {
    completedAt: report.completedAt,
    version: report.version,
    overall: report.overall,
    inner: report.inner,
    outer: report.outer,
    balance: report.balance,
  };
  const chapterScore = (c: OwnerReport['chapters'][number]) => ({
    id: c.id,
    title: c.title,
    area: c.area,
    position: c.position,
    average: c.average,
  });
  if (scope === 'scores') return { scope, ...core, chapters: report.chapters.map(chapterScore) };

  const highlight = (h: OwnerHighlight) => {
    if (!h.questions) throw new IncompleteReportError();
    return {
      chapterId: h.chapterId,
      title: h.title,
      area: h.area,
      position: h.position,
      average: h.average,
      description: h.description,
      questions: h.questions.map(breakdownOf),
    };
  };
  const cs = report.coreStrength;
  const up = report.upliftPotential;
  if (cs && (cs.zoneOfGenius === undefined || cs.howOthersSeeYou === undefined))
    throw new IncompleteReportError();
  if (up && (up.energyDrains === undefined || up.improvementPath === undefined))
    throw new IncompleteReportError();
  return {
    scope,
    ...core,
    overallInsight: report.overallInsight,
    answeredCount: report.answeredCount,
    questionCount: report.questionCount,
    chapters: report.chapters.map((c) => {
      if (!c.insight) throw new IncompleteReportError();
      return {
        ...chapterScore(c),
        answeredCount: c.answeredCount,
        questionCount: c.questionCount,
        insight: {
          tier: c.insight.tier,
          tierLabel: c.insight.tierLabel,
          questions: c.insight.questions.map(breakdownOf),
        },
      };
    }),
    coreStrength: cs
      ? { ...highlight(cs), zoneOfGenius: cs.zoneOfGenius ?? '', howOthersSeeYou: cs.howOthersSeeYou ?? '' }
      : null,
    upliftPotential: up
      ? {
          ...highlight(up),
          energyDrains: up.energyDrains ?? '',
          improvementPath: [...(up.improvementPath ?? [])],
        }
      : null,
  };
}

// ── the PDF report ──────────────────────────────────────────────────────────────────────────────────

/** The first word of a name for the report's cover ('Sam' of 'Sam Rivera'); null when there is none. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 60) : null;
}

/** 'uplift-founder-audit-2026-11-02.pdf': named by the day the assessment was completed (UTC). */
export function reportPdfFileName(completedAt: string): string {
  return `uplift-founder-audit-${completedAt.slice(0, 10)}.pdf`;
}
