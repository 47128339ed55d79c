import { z } from 'zod';
import { deleteConfirmationSchema } from '../domain/account-deletion';
import { founderAnswerSchema } from '../domain/answers';
import { FUNDRAISING_STAGES, JOB_ROLES, profileFormSchema, TEAM_SIZES } from '../domain/profile-rules';
import { resultViewSchema } from './assessment';
import { exportedRoundSchema } from './feedback';
import { exportedPlanSchema } from './plans';
import { exportedShareLinkSchema } from './sharing';

export { mePaths } from './me-paths';

const isoDate = z.iso.datetime({ offset: true });

/** The auth user (Better Auth's fields, camelCase). */
export const meUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  /** 'admin' or 'user' */
  role: z.string(),
});
export type MeUser = z.infer<typeof meUserSchema>;

/** The profile row, with the spec's field names (snake_case, as in the profile form). */
export const profileSchema = z.object({
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  company_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  /** the username part of linkedin_url, to fill the form's field */
  linkedin_username: z.string().nullable(),
  job_role: z.enum(JOB_ROLES).nullable(),
  team_size: z.enum(TEAM_SIZES).nullable(),
  fundraising_stage: z.enum(FUNDRAISING_STAGES).nullable(),
  profile_completed: z.boolean(),
  role: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z.object({ user: meUserSchema, profile: profileSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * PATCH /api/me/profile: the profile form's fields (domain rules: '' → null, https:// added to the
 * company URL, LinkedIn username → profile URL), plus `full_name`. Only the fields present are changed
 * (a partial save); profile_completed is derived from the saved row: job role, team size and
 * fundraising stage all set. The 'Profile Updated' toast is `profileUpdatedToast(profile_completed)`.
 */
export const profilePatchBodySchema = profileFormSchema.in.partial().extend({
  full_name: z.string().trim().min(1).max(255).optional(),
});
export type ProfilePatchBody = z.input<typeof profilePatchBodySchema>;

export const profilePatchResponseSchema = z.object({ profile: profileSchema });

/** POST /api/me/sessions/claim: the browser's anonymous assessment session becomes the user's. */
export const claimSessionBodySchema = z.object({
  id: z.uuid(),
  secret: z.string().min(1).max(200),
});
export type ClaimSessionBody = z.infer<typeof claimSessionBodySchema>;

/** 200 for the first claim and for repeating it; 404 `not_found` for a wrong secret, unknown id or
 * a session someone else owns (indistinguishable on purpose). */
export const claimSessionResponseSchema = z.object({
  session: z.object({
    id: z.uuid(),
    status: z.enum(['in_progress', 'completed']),
    completedAt: isoDate.nullable(),
    claimedAt: isoDate,
  }),
});
export type ClaimSessionResponse = z.infer<typeof claimSessionResponseSchema>;

/** DELETE /api/me: `{ confirm: 'DELETE' }` ('Type DELETE to confirm deletion'). */
export const deleteAccountBodySchema = z.object({ confirm: deleteConfirmationSchema });
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

// ── GET /api/me/export ─────────────────────────────────────────────────────────────────────────────

const json = z.unknown();

/** Everything we hold on the user, table by table. Served as an attachment named by
 * `dataExportFileName` from the domain. Secrets (password hashes, session tokens, OAuth tokens,
 * the assessment sessions' secret hashes) are left out. */
export const dataExportSchema = z.object({
  exportedAt: isoDate,
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    role: z.string().nullable(),
    banned: z.boolean().nullable(),
    banReason: z.string().nullable(),
    banExpires: isoDate.nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  }),
  accounts: z.array(
    z.object({
      id: z.string(),
      providerId: z.string(),
      accountId: z.string(),
      scope: z.string().nullable(),
      hasPassword: z.boolean(),
      createdAt: isoDate,
      updatedAt: isoDate,
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: isoDate,
      updatedAt: isoDate,
      expiresAt: isoDate,
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      impersonatedBy: z.string().nullable(),
    }),
  ),
  profile: profileSchema.nullable(),
  assessmentSessions: z.array(
    z.object({
      id: z.string(),
      assessmentId: z.string(),
      /** the questionnaire version the assessment was answered on */
      version: z.number().int(),
      visitorId: z.string(),
      email: z.string().nullable(),
      status: z.string(),
      startedAt: isoDate,
      updatedAt: isoDate,
      completedAt: isoDate.nullable(),
      claimedAt: isoDate.nullable(),
      responses: z.array(
        z.object({
          questionId: z.string(),
          questionText: z.string().nullable(),
          /** 1–5, or 'not-applicable' for 'Doesn't apply to me yet' */
          value: founderAnswerSchema,
          createdAt: isoDate,
          updatedAt: isoDate,
        }),
      ),
      result: z
        .object({
          overall: z.number(),
          innerAverage: z.number().nullable(),
          outerAverage: z.number().nullable(),
          chapterAverages: z.record(z.string(), z.number()),
          createdAt: isoDate,
          /** the result exactly as it was given and shown */
          view: resultViewSchema.nullable(),
        })
        .nullable(),
    }),
  ),
  /** rater-feedback rounds: invites and the released aggregates, never one rater's answers */
  feedbackRounds: z.array(exportedRoundSchema),
  /**
   * each completed result as the peer benchmarks hold it (its scores count, anonymously and in
   * aggregate, unless `carelessReason` says why not)
   */
  benchmarkEntries: z.array(
    z.object({
      sessionId: z.string(),
      completedAt: isoDate,
      carelessReason: z.string().nullable(),
    }),
  ),
  /** 90-day plans with their actions (done or not) and reminder choice */
  plans: z.array(exportedPlanSchema),
  /** share links to the user's reports: scope, dates and views, never the link itself */
  shareLinks: z.array(exportedShareLinkSchema),
  consentLogs: z.array(
    z.object({
      id: z.string(),
      sessionId: z.string().nullable(),
      visitorId: z.string().nullable(),
      consentData: json,
      userAgent: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  clientLogs: z.array(
    z.object({
      id: z.string(),
      sessionId: z.string().nullable(),
      correlationId: z.string().nullable(),
      level: z.string(),
      eventType: z.string(),
      message: z.string(),
      data: json,
      userAgent: z.string().nullable(),
      url: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  securityEvents: z.array(
    z.object({
      id: z.string(),
      eventType: z.string(),
      severity: z.string(),
      sessionId: z.string().nullable(),
      ipAddress: z.string().nullable(),
      details: json,
      createdAt: isoDate,
    }),
  ),
  sessionSecurity: z.array(
    z.object({
      sessionId: z.string(),
      fingerprint: z.string().nullable(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      lastActivity: isoDate,
      isSuspicious: z.boolean(),
      threatScore: z.number(),
      createdAt: isoDate,
    }),
  ),
  /** page visits counted under the visitor ids of the user's assessment sessions */
  visits: z.array(z.object({ visitorId: z.string(), page: z.string(), createdAt: isoDate })),
  /** what the user did as an admin, if they are one */
  adminActions: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      target: z.string().nullable(),
      details: json,
      createdAt: isoDate,
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;
