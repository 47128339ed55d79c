import type { FastifyBaseLogger } from 'fastify';
import type { AdminRateLimitedOperation } from '../../../contract/admin';
import { ACTIVITY_DEBOUNCE_MS, INACTIVITY_TIMEOUT_MS } from '../../../domain/constants';
import {
  isInactivityTimedOut,
  type SessionAccessVerdict,
  sessionValidationFailed,
  suspiciousCheckFailed,
} from '../../../domain/security';
import {
  anomaliesOf,
  judgeSession,
  type Observation,
  type SuspicionReport,
} from '../../../domain/session-anomalies';
import { type AdminRateLimitStore, adminRateLimit } from '../admin/rate-limit';
import type { SecurityEventInput, SecurityRepository, SessionSecurityRow } from './repository';

export type SessionEvaluation =
  | { outcome: 'ok'; report: SuspicionReport }
  | { outcome: 'timed-out' }
  | { outcome: 'suspicious'; report: SuspicionReport };

export type SecurityServiceDependencies = {
  repository: SecurityRepository;
  adminRateLimitStore: AdminRateLimitStore;
  now?: () => number;
};

/**
 * The security procedures of spec section 7 as server functions, and the per-request evaluation of a
 * signed-in session (inactivity timeout, suspicion, forced logout). Failure policy (spec 8): a failing
 * suspicious-activity check counts as not suspicious; a failing session validation denies as critical.
 */
export function securityService({
  repository,
  adminRateLimitStore,
  now = () => Date.now(),
}: SecurityServiceDependencies) {
  const adminLimit = (maxRequests: number, windowMinutes: number) =>
    adminRateLimit(adminRateLimitStore, { maxRequests, windowMs: windowMinutes * 60_000, now });

  const service = {
    /** log_security_event(event_type, event_details) */
    async logSecurityEvent(event: SecurityEventInput, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
      try {
        await repository.logEvent(event);
      } catch (error) {
        log?.warn({ err: error, eventType: event.eventType }, 'security event could not be logged');
      }
    },

    /** detect_session_anomalies(p_session_id): the anomaly score of a session against an observation. */
    async detectSessionAnomalies(sessionId: string, observed: Observation) {
      return anomaliesOf(await repository.sessionSecurity(sessionId), observed);
    },

    /** check_suspicious_session_activity(p_session_id): a failing check counts as not suspicious. */
    async checkSuspiciousSessionActivity(
      sessionId: string,
      observed: Observation,
      log?: Pick<FastifyBaseLogger, 'warn'>,
    ): Promise<SuspicionReport> {
      try {
        return judgeSession(await repository.sessionSecurity(sessionId), observed, now());
      } catch (error) {
        log?.warn({ err: error }, 'suspicious-activity check failed; counted as not suspicious');
        return {
          ...suspiciousCheckFailed(),
          indicators: [],
          threatScore: 0,
          threatLevel: 'low',
          riskLevel: 'low',
        };
      }
    },

    /** validate_session_access(session_id): the session exists, is unexpired, active and not flagged. */
    async validateSessionAccess(sessionId: string): Promise<{ allowed: boolean; reason: string | null }> {
      try {
        const found = await repository.authSession(sessionId);
        if (!found) return { allowed: false, reason: 'no-session' };
        if (found.expiresAt.getTime() <= now()) return { allowed: false, reason: 'expired' };
        const security = await repository.sessionSecurity(sessionId);
        if (security?.isSuspicious) return { allowed: false, reason: 'suspicious' };
        const last = security?.lastActivity.getTime() ?? found.createdAt.getTime();
        if (isInactivityTimedOut(now() - last)) return { allowed: false, reason: 'inactive' };
        return { allowed: true, reason: null };
      } catch {
        return { allowed: false, reason: 'validation-failed' };
      }
    },

    /**
     * validate_session_access_enhanced(session_id, fingerprint, ip_address): allowed and threat score.
     * An error denies access as critical (threat score 10, re-authentication or manual review).
     */
    async validateSessionAccessEnhanced(
      sessionId: string,
      fingerprint: string | null,
      ipAddress: string | null,
      userAgent: string | null = null,
    ): Promise<SessionAccessVerdict> {
      try {
        const basic = await service.validateSessionAccess(sessionId);
        if (basic.reason === 'validation-failed') return sessionValidationFailed();
        const report = judgeSession(
          await repository.sessionSecurity(sessionId),
          { fingerprint, ipAddress, userAgent },
          now(),
        );
        const allowed = basic.allowed && !report.suspicious;
        const recommendations = allowed
          ? []
          : report.suspicious || basic.reason === 'suspicious'
            ? ['re-authentication', 'manual review']
            : ['re-authentication'];
        return { allowed, threatScore: report.threatScore, riskLevel: report.riskLevel, recommendations };
      } catch {
        return sessionValidationFailed();
      }
    },

    /**
     * get_session_email_secure(session_id, requesting_context): an assessment session's e-mail for its
     * owner or an admin, nobody else; every access is logged.
     */
    async getSessionEmailSecure(
      sessionId: string,
      context: { userId: string | null; purpose: string; ipAddress?: string | null },
    ): Promise<string | null> {
      const found = await repository.assessmentSession(sessionId);
      const allowed =
        context.userId !== null &&
        found !== null &&
        (found.userId === context.userId || (await repository.isAdmin(context.userId)));
      await service.logSecurityEvent({
        eventType: allowed ? 'session_email_access' : 'session_email_access_denied',
        severity: allowed ? 'info' : 'warning',
        userId: context.userId,
        ipAddress: context.ipAddress ?? null,
        details: { assessmentSessionId: sessionId, purpose: context.purpose.slice(0, 100) },
      });
      return allowed ? (found?.email ?? null) : null;
    },

    /** check_admin_rate_limit(operation_type, max_requests, window_minutes): a failing check allows. */
    async checkAdminRateLimit(
      adminId: string,
      operation: AdminRateLimitedOperation,
      maxRequests: number,
      windowMinutes: number,
      log: Pick<FastifyBaseLogger, 'warn'>,
    ) {
      return adminLimit(maxRequests, windowMinutes).check(adminId, operation, log);
    },

    /** get_admin_session_access(session_id): an assessment session's metadata for admins, logged. */
    async getAdminSessionAccess(sessionId: string, adminUserId: string, ipAddress: string | null = null) {
      if (!(await repository.isAdmin(adminUserId))) {
        await service.logSecurityEvent({
          eventType: 'admin_session_access_denied',
          severity: 'warning',
          userId: adminUserId,
          ipAddress,
          details: { assessmentSessionId: sessionId },
        });
        return { allowed: false as const, session: null };
      }
      const found = await repository.assessmentSession(sessionId);
      await service.logSecurityEvent({
        eventType: 'admin_session_access',
        userId: adminUserId,
        ipAddress,
        details: { assessmentSessionId: sessionId, found: found !== null },
      });
      return { allowed: true as const, session: found };
    },

    /**
     * One signed-in request: ends the session when it was inactive for 30 minutes or looks taken over
     * (forced logout, logged), else records the activity (at most every 10 s unless something changed).
     * `passive` requests (the status check) do not count as activity.
     */
    async evaluateRequest(
      signedIn: {
        sessionId: string;
        userId: string;
        createdAt: Date;
        /** the security record when it was read with the session; looked up when undefined */
        security?: SessionSecurityRow | null;
      },
      observed: Observation,
      options: { passive: boolean; log: Pick<FastifyBaseLogger, 'warn'> },
    ): Promise<SessionEvaluation> {
      const at = now();
      let known: SessionSecurityRow | null;
      try {
        known =
          signedIn.security !== undefined
            ? signedIn.security
            : await repository.sessionSecurity(signedIn.sessionId);
      } catch (error) {
        options.log.warn({ err: error }, 'session security lookup failed; request allowed');
        return { outcome: 'ok', report: judgeSession(null, observed, at) };
      }
      const last = known?.lastActivity.getTime() ?? signedIn.createdAt.getTime();
      if (isInactivityTimedOut(at - last)) {
        await repository.revokeAuthSession(signedIn.sessionId);
        await repository.deleteSessionSecurity(signedIn.sessionId);
        await service.logSecurityEvent(
          {
            eventType: 'session_timeout',
            userId: signedIn.userId,
            sessionId: signedIn.sessionId,
            ipAddress: observed.ipAddress,
            details: { inactiveMs: at - last, timeoutMs: INACTIVITY_TIMEOUT_MS },
          },
          options.log,
        );
        return { outcome: 'timed-out' };
      }
      let report: SuspicionReport;
      try {
        report = judgeSession(known, observed, at);
      } catch {
        report = {
          ...suspiciousCheckFailed(),
          indicators: [],
          threatScore: 0,
          threatLevel: 'low',
          riskLevel: 'low',
        };
      }
      if (report.suspicious) {
        await repository.revokeAuthSession(signedIn.sessionId);
        await repository.upsertSessionSecurity({
          sessionId: signedIn.sessionId,
          userId: signedIn.userId,
          isSuspicious: true,
          threatScore: report.threatScore,
        });
        await service.logSecurityEvent(
          {
            eventType: 'forced_logout',
            severity: report.critical ? 'critical' : 'warning',
            userId: signedIn.userId,
            sessionId: signedIn.sessionId,
            ipAddress: observed.ipAddress,
            details: {
              reason: 'suspicious_session',
              indicators: report.indicators,
              threatScore: report.threatScore,
              riskLevel: report.riskLevel,
            },
          },
          options.log,
        );
        return { outcome: 'suspicious', report };
      }
      const changed =
        !known ||
        (observed.fingerprint !== null && observed.fingerprint !== known.fingerprint) ||
        observed.ipAddress !== known.ipAddress ||
        observed.userAgent !== known.userAgent;
      const due = !known || at - known.lastActivity.getTime() >= ACTIVITY_DEBOUNCE_MS;
      if (changed || (due && !options.passive)) {
        try {
          await repository.upsertSessionSecurity({
            sessionId: signedIn.sessionId,
            userId: signedIn.userId,
            ipAddress: observed.ipAddress,
            userAgent: observed.userAgent,
            ...(observed.fingerprint !== null ? { fingerprint: observed.fingerprint } : {}),
            // a passive request (the status check) never extends the session
            lastActivity: new Date(options.passive ? last : at),
            threatScore: report.threatScore,
          });
        } catch (error) {
          options.log.warn({ err: error }, 'session activity could not be recorded');
        }
      }
      return { outcome: 'ok', report };
    },
  };
  return service;
}

export type SecurityService = ReturnType<typeof securityService>;
