import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_FAILURES,
  type DashboardStats,
  type DropoutAnalysis,
  type PeriodQuery,
} from '../../../contract/admin';
import { HttpError } from '../../plugins/error-handler';
import { badRequest, dataLayer } from './data-layer';
import { computeDropouts, dailyStats, percent, resolvePeriod } from './stats';
import type { StatsRepository, StatsVersion } from './stats-repository';

const versionRef = (version: StatsVersion) => ({ number: version.number, status: version.status });

/** The dashboard and the drop-out analysis, per questionnaire version (default: the published one). */
export function statsService(deps: { stats: StatsRepository; now?: () => number }) {
  const { stats } = deps;
  const now = deps.now ?? Date.now;

  async function versionOf(
    which: number | undefined,
    failure: string,
    log: FastifyBaseLogger,
  ): Promise<StatsVersion> {
    const version = await dataLayer(failure, log, () => stats.version(which ?? 'published'));
    if (version) return version;
    throw which === undefined
      ? new HttpError(404, 'not_found', 'Assessment not found')
      : new HttpError(404, 'not_found', `Version ${which} of the questionnaire does not exist.`);
  }

  return {
    async dashboard(query: PeriodQuery, log: FastifyBaseLogger): Promise<DashboardStats> {
      const resolved = resolvePeriod(query, now());
      if ('problem' in resolved) throw badRequest(resolved.problem);
      const version =
        query.version === 'all'
          ? null
          : await versionOf(query.version, ADMIN_FAILURES.getDashboardStats, log);
      const counts = await dataLayer(ADMIN_FAILURES.getDashboardStats, log, () =>
        stats.dashboard(resolved.range, version?.id ?? null),
      );
      return {
        period: resolved.period,
        version: version ? versionRef(version) : null,
        totalVisitors: counts.totalVisitors,
        startedSessions: counts.startedSessions,
        completedSessions: counts.completedSessions,
        completionRate: percent(counts.completedSessions, counts.startedSessions),
        totalSignups: counts.totalSignups,
        feedbackRounds: counts.feedbackRounds,
        raters: counts.raters,
        dailyStats: dailyStats(resolved.period, counts),
      };
    },

    async dropouts(query: PeriodQuery, log: FastifyBaseLogger): Promise<DropoutAnalysis> {
      const resolved = resolvePeriod(query, now());
      if ('problem' in resolved) throw badRequest(resolved.problem);
      // each version has its own questions: their drop-outs can't be added up
      if (query.version === 'all')
        throw badRequest('The drop-out analysis is per version: choose one version.');
      const version = await versionOf(query.version, ADMIN_FAILURES.getDropoutAnalysis, log);
      const raw = await dataLayer(ADMIN_FAILURES.getDropoutAnalysis, log, () =>
        stats.dropouts(resolved.range, version.id),
      );
      return { period: resolved.period, version: versionRef(version), ...computeDropouts(raw) };
    },
  };
}

export type StatsService = ReturnType<typeof statsService>;
