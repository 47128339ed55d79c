import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_FAILURES,
  SECURITY_SETTING_DEFAULTS,
  SETTING_KEYS,
  type SecurityOverview,
  type SecuritySettingsPatch,
  type SecuritySettingsView,
  securitySettingsSchema,
} from '../../../contract/admin';
import { RATE_LIMITS_PER_WINDOW } from '../../../domain/constants';
import { rateLimitFor } from '../../../domain/rate-limit';
import { isSettingOn } from '../auth/settings';
import { dataLayer, iso } from './data-layer';
import type { AdminContext } from './guard';
import type { SecurityRepository } from './security-repository';

const SECURITY_EVENTS_SHOWN = 50;
const RATE_LIMIT_ROWS_SHOWN = 100;
const RATE_LIMIT_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const SUSPICIOUS_SESSIONS_SHOWN = 50;
/** the spec's medium threat score: 4 to 6 */
const SUSPICIOUS_THREAT_SCORE = 4;

export type SecurityServiceDependencies = {
  repository: SecurityRepository;
  /** the admin rate limit's maximum per window (its rows in the overview are judged by it) */
  adminMaxRequests: number;
  now?: () => number;
};

/** The security settings and the security overview (events, rate-limit windows, suspicious sessions). */
export function securityService(deps: SecurityServiceDependencies) {
  const { repository } = deps;
  const now = deps.now ?? Date.now;

  async function readSettings(log: FastifyBaseLogger): Promise<SecuritySettingsView> {
    const rows = await dataLayer(ADMIN_FAILURES.fetchSettings, log, () =>
      repository.settings(Object.values(SETTING_KEYS)),
    );
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    const length = securitySettingsSchema.shape.passwordMinLength.safeParse(
      value(SETTING_KEYS.passwordMinLength),
    );
    const updated = rows.map((r) => r.updatedAt.getTime());
    return {
      requireEmailConfirmation: isSettingOn(value(SETTING_KEYS.requireEmailConfirmation)),
      devtoolsDeterrent: isSettingOn(value(SETTING_KEYS.devtoolsDeterrent)),
      passwordMinLength: length.success ? length.data : SECURITY_SETTING_DEFAULTS.passwordMinLength,
      updatedAt: updated.length ? new Date(Math.max(...updated)).toISOString() : null,
    };
  }

  return {
    settings: readSettings,

    async updateSettings(patch: SecuritySettingsPatch, context: AdminContext): Promise<SecuritySettingsView> {
      const before = await readSettings(context.log);
      const values: Record<string, unknown> = {};
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [key, value] of Object.entries(patch) as Array<[keyof typeof SETTING_KEYS, unknown]>) {
        if (value === undefined) continue;
        values[SETTING_KEYS[key]] = value;
        changes[key] = { from: before[key], to: value };
      }
      await dataLayer(ADMIN_FAILURES.updateSettings, context.log, () =>
        repository.saveSettings(context.admin, values, { changes }),
      );
      return readSettings(context.log);
    },

    async overview(log: FastifyBaseLogger): Promise<SecurityOverview> {
      const since = new Date(now() - RATE_LIMIT_LOOKBACK_MS);
      const [events, windows, sessions] = await dataLayer(ADMIN_FAILURES.fetchSecurity, log, () =>
        Promise.all([
          repository.securityEvents(SECURITY_EVENTS_SHOWN),
          repository.rateLimitWindows(since, RATE_LIMIT_ROWS_SHOWN),
          repository.suspiciousSessions(SUSPICIOUS_THREAT_SCORE, SUSPICIOUS_SESSIONS_SHOWN),
        ]),
      );
      return {
        events: events.map((e) => ({ ...e, createdAt: iso(e.createdAt) })),
        rateLimits: windows.map((w) => {
          const limitOf = w.endpoint.startsWith('admin:')
            ? deps.adminMaxRequests
            : w.endpoint === 'default' || Object.hasOwn(RATE_LIMITS_PER_WINDOW, w.endpoint)
              ? rateLimitFor(w.endpoint)
              : null;
          return {
            identifier: w.identifier,
            endpoint: w.endpoint,
            requestCount: w.requestCount,
            windowStart: iso(w.windowStart),
            limit: limitOf,
            limited: limitOf !== null && w.requestCount >= limitOf,
          };
        }),
        suspiciousSessions: sessions.map((s) => ({ ...s, lastActivity: iso(s.lastActivity) })),
      };
    },
  };
}

export type SecurityService = ReturnType<typeof securityService>;
