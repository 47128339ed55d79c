import { createHash, timingSafeEqual } from 'node:crypto';
import type { ExportedRound } from '../../../contract/feedback';
import type {
  ClaimSessionResponse,
  DataExport,
  MeResponse,
  Profile,
  ProfilePatchBody,
} from '../../../contract/me';
import type { ExportedPlan } from '../../../contract/plans';
import type { ExportedShareLink } from '../../../contract/sharing';
import { type AnswerValue, NOT_APPLICABLE } from '../../../domain/answers';
import {
  FUNDRAISING_STAGES,
  isProfileCompleted,
  JOB_ROLES,
  linkedinUrlFromUsername,
  linkedinUsername,
  normaliseCompanyUrl,
  TEAM_SIZES,
} from '../../../domain/profile-rules';
import type { Database } from '../../db/client';
import type { SignedIn } from '../../plugins/auth';
import { HttpError } from '../../plugins/error-handler';
import { storedResultView } from '../assessment/result-view';
import { ensureProfile } from '../auth/profiles';
import type { ClaimableSession, MeRepository, ProfileChanges, ProfileRow } from './repository';

/** The same answer for an unknown id, a wrong secret and someone else's session. */
const SESSION_NOT_FOUND = () => new HttpError(404, 'not_found', 'Assessment session not found.');

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

const iso = (date: Date | string) => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));

const oneOf = <V extends string>(values: readonly V[], value: string | null): V | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as V) : null;

export function toProfile(row: ProfileRow): Profile {
  return {
    email: row.email,
    full_name: row.fullName,
    company_url: row.companyUrl,
    linkedin_url: row.linkedinUrl,
    linkedin_username: linkedinUsername(row.linkedinUrl),
    job_role: oneOf(JOB_ROLES, row.jobRole),
    team_size: oneOf(TEAM_SIZES, row.teamSize),
    fundraising_stage: oneOf(FUNDRAISING_STAGES, row.fundraisingStage),
    profile_completed: row.profileCompleted,
    role: row.role,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function toClaimed(row: ClaimableSession): ClaimSessionResponse['session'] {
  return {
    id: row.id,
    status: row.status,
    completedAt: isoOrNull(row.completedAt),
    claimedAt: iso(row.claimedAt ?? new Date()),
  };
}

/** The user's rater-feedback rounds as the export gives them (the feedback module's). */
export type FeedbackRoundsOf = (userId: string) => Promise<ExportedRound[]>;
/** The user's 90-day plans as the export gives them (the plans module's). */
export type PlansOf = (userId: string) => Promise<ExportedPlan[]>;
/** The user's share links as the export gives them (the sharing module's). */
export type ShareLinksOf = (userId: string) => Promise<ExportedShareLink[]>;

export function meService(
  repository: MeRepository,
  db: Database,
  feedbackRoundsOf: FeedbackRoundsOf,
  plansOf: PlansOf,
  shareLinksOf: ShareLinksOf,
) {
  async function profileOf(signedIn: SignedIn): Promise<ProfileRow> {
    const found = await repository.profile(signedIn.user.id);
    if (found) return found;
    // A missing profile is created on first use (spec 7), e.g. for a user made before profiles existed.
    await ensureProfile(db, signedIn.user);
    const created = await repository.profile(signedIn.user.id);
    if (!created) throw new Error('profile could not be created');
    return created;
  }

  return {
    async me(signedIn: SignedIn): Promise<MeResponse> {
      const profile = await profileOf(signedIn);
      return {
        user: {
          id: signedIn.user.id,
          email: signedIn.user.email,
          name: signedIn.user.name,
          emailVerified: signedIn.user.emailVerified,
          role: signedIn.user.role === 'admin' ? 'admin' : 'user',
        },
        profile: toProfile(profile),
      };
    },

    /** A partial save: only the fields sent change; completion is judged on the saved whole. */
    async updateProfile(signedIn: SignedIn, body: ProfilePatchBody): Promise<Profile> {
      const current = await profileOf(signedIn);
      const changes: ProfileChanges = {};
      if ('company_url' in body) changes.companyUrl = normaliseCompanyUrl(body.company_url);
      if ('linkedin_username' in body) changes.linkedinUrl = linkedinUrlFromUsername(body.linkedin_username);
      if ('job_role' in body) changes.jobRole = body.job_role || null;
      if ('team_size' in body) changes.teamSize = body.team_size || null;
      if ('fundraising_stage' in body) changes.fundraisingStage = body.fundraising_stage || null;
      const merged = { ...current, ...changes };
      changes.profileCompleted = isProfileCompleted({
        job_role: merged.jobRole,
        team_size: merged.teamSize,
        fundraising_stage: merged.fundraisingStage,
      });
      const fullName = body.full_name?.trim();
      const saved = await repository.updateProfile(signedIn.user.id, changes, fullName || undefined);
      return toProfile(saved);
    },

    /**
     * The anonymous session becomes the user's: only with its secret, exactly once (a conditional
     * UPDATE), and repeating it is harmless. Anything else is the same 404.
     */
    async claimSession(signedIn: SignedIn, id: string, secret: string): Promise<ClaimSessionResponse> {
      const digest = sha256Hex(secret);
      const row = await repository.sessionForClaim(id);
      if (!row || !sameDigest(digest, row.secretHash)) throw SESSION_NOT_FOUND();
      if (row.userId === signedIn.user.id) return { session: toClaimed(row) };
      if (row.userId !== null) throw SESSION_NOT_FOUND();
      const claimed = await repository.claimIfUnowned(id, row.secretHash, signedIn.user);
      if (claimed) return { session: toClaimed(claimed) };
      // Lost a race: fine if the winner was this same user (another tab), else not found.
      const after = await repository.sessionForClaim(id);
      if (after?.userId === signedIn.user.id) return { session: toClaimed(after) };
      throw SESSION_NOT_FOUND();
    },

    async exportData(signedIn: SignedIn, now = new Date()): Promise<DataExport> {
      const data = await repository.everything(signedIn.user.id);
      if (!data) throw new HttpError(401, 'unauthenticated', 'Not authenticated');
      const feedbackRounds = await feedbackRoundsOf(signedIn.user.id);
      const plans = await plansOf(signedIn.user.id);
      const shareLinks = await shareLinksOf(signedIn.user.id);
      return {
        exportedAt: iso(now),
        user: {
          id: data.user.id,
          name: data.user.name,
          email: data.user.email,
          emailVerified: data.user.emailVerified,
          image: data.user.image,
          role: data.user.role,
          banned: data.user.banned,
          banReason: data.user.banReason,
          banExpires: isoOrNull(data.user.banExpires),
          createdAt: iso(data.user.createdAt),
          updatedAt: iso(data.user.updatedAt),
        },
        // never the password hash or OAuth tokens
        accounts: data.accounts.map((a) => ({
          id: a.id,
          providerId: a.providerId,
          accountId: a.accountId,
          scope: a.scope,
          hasPassword: a.password !== null,
          createdAt: iso(a.createdAt),
          updatedAt: iso(a.updatedAt),
        })),
        // never the session token
        sessions: data.sessions.map((s) => ({
          id: s.id,
          createdAt: iso(s.createdAt),
          updatedAt: iso(s.updatedAt),
          expiresAt: iso(s.expiresAt),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
          impersonatedBy: s.impersonatedBy,
        })),
        profile: data.profile ? toProfile(data.profile) : null,
        assessmentSessions: data.assessmentRows.map((a) => {
          const result = data.resultRows.find((r) => r.sessionId === a.id);
          return {
            id: a.id,
            assessmentId: a.assessmentId,
            version: a.versionNumber,
            visitorId: a.visitorId,
            email: a.email,
            status: a.status,
            startedAt: iso(a.startedAt),
            updatedAt: iso(a.updatedAt),
            completedAt: isoOrNull(a.completedAt),
            claimedAt: isoOrNull(a.claimedAt),
            responses: data.responseRows
              .filter((r) => r.sessionId === a.id)
              .map((r) => ({
                questionId: r.questionId,
                questionText: r.questionText,
                value: r.value === null ? NOT_APPLICABLE : (r.value as AnswerValue),
                createdAt: iso(r.createdAt),
                updatedAt: iso(r.updatedAt),
              })),
            result: result
              ? {
                  overall: result.overall,
                  innerAverage: result.innerAverage,
                  outerAverage: result.outerAverage,
                  chapterAverages: result.chapterAverages,
                  createdAt: iso(result.createdAt),
                  // the result as it was given (every text of its version), with its written insight
                  view: result.snapshot ? storedResultView(result.snapshot, result.overallInsight) : null,
                }
              : null,
          };
        }),
        feedbackRounds,
        plans,
        shareLinks,
        benchmarkEntries: data.benchmarkEntries.map((e) => ({
          sessionId: e.sessionId,
          completedAt: iso(e.completedAt),
          carelessReason: e.careless,
        })),
        consentLogs: data.consentLogs.map((c) => ({
          id: c.id,
          sessionId: c.sessionId,
          visitorId: c.visitorId,
          consentData: c.consentData,
          userAgent: c.userAgent,
          createdAt: iso(c.createdAt),
        })),
        clientLogs: data.clientLogs.map((c) => ({
          id: c.id,
          sessionId: c.sessionId,
          correlationId: c.correlationId,
          level: c.level,
          eventType: c.eventType,
          message: c.message,
          data: c.data,
          userAgent: c.userAgent,
          url: c.url,
          createdAt: iso(c.createdAt),
        })),
        securityEvents: data.securityEvents.map((e) => ({
          id: e.id,
          eventType: e.eventType,
          severity: e.severity,
          sessionId: e.sessionId,
          ipAddress: e.ipAddress,
          details: e.details,
          createdAt: iso(e.createdAt),
        })),
        sessionSecurity: data.sessionSecurity.map((s) => ({
          sessionId: s.sessionId,
          fingerprint: s.fingerprint,
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
          lastActivity: iso(s.lastActivity),
          isSuspicious: s.isSuspicious,
          threatScore: s.threatScore,
          createdAt: iso(s.createdAt),
        })),
        visits: data.visits.map((v) => ({
          visitorId: v.visitorId,
          page: v.page,
          createdAt: iso(v.createdAt),
        })),
        adminActions: data.adminActions.map((a) => ({
          id: a.id,
          action: a.action,
          target: a.target,
          details: a.details,
          createdAt: iso(a.createdAt),
        })),
      };
    },

    deleteEverything(signedIn: SignedIn): Promise<void> {
      return repository.deleteEverything(signedIn.user.id);
    },
  };
}

export type MeService = ReturnType<typeof meService>;
