import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { healthPaths } from '../../../contract/health';
import type { DatabaseHandle } from '../../db/client';
import { RETRY_AFTER_S } from '../../plugins/error-handler';
import { canonicalUrl, isApiRoute } from '../../plugins/route-policy';
import { METRICS_PATH } from './plugin';
import type { Metrics, ShedSignal } from './registry';

/** What a shed request gets (with 503 and Retry-After); the web app's answer queue waits and retries. */
export const OVERLOADED = {
  error: { code: 'overloaded', message: 'The server is busy. Please try again in a few seconds.' },
} as const;

/**
 * Mean event-loop delay (ms, over one sample) above which API requests are shed: the backstop for a
 * process starved of CPU. The queue itself is cut by MAX_IN_FLIGHT, per request; this limit sits well
 * above the few ms the loop lags at the sustainable load (50 connections), so a saturated but healthy
 * process is never shed by it, and a noisy neighbour's short spikes are not either.
 */
export const MAX_EVENT_LOOP_DELAY_MS = 100;
/** Signals are sampled this often (ms): short, so shedding starts and stops within a fraction of a second. */
export const SAMPLE_INTERVAL_MS = 100;
/** Heap share above which we shed: V8 spends most of its time collecting garbage before it gives up. */
export const MAX_HEAP_SHARE = 0.9;
/**
 * A `select 1` through the pool taking longer than this (ms) means queries queue for a connection
 * (PostgreSQL) or behind each other (PGlite): shed until the queue is short again.
 */
export const MAX_DATABASE_WAIT_MS = 100;
/**
 * API requests this process works on at once, above which new ones are shed. Measured (bench/overload.ts,
 * one process on one core, PostgreSQL): the respondent path reaches its highest rate with the bench's 50
 * requests in flight (answer p99 40–70 ms); more only wait. At 200, 3× that load kept 200 accepted
 * requests queued (p50 226 ms) and their queries made the database probe shed everything for whole
 * probe intervals; 16 and 32 shed the sustainable load itself. 64 leaves a margin above 50.
 */
export const MAX_IN_FLIGHT = 64;
/**
 * Requests in flight while the process is overloaded: for OVERLOAD_HOLD_MS after the count reached
 * MAX_IN_FLIGHT. Every request that arrives costs CPU, the shed ones too, so a core taking all it can
 * queues everything; taking fewer leaves it the headroom to answer both the accepted and the shed
 * requests quickly (bench/overload.ts). The sustainable load never reaches MAX_IN_FLIGHT, so never this.
 */
export const MAX_IN_FLIGHT_OVERLOADED = 16;
export const OVERLOAD_HOLD_MS = 1000;
/** How often (ms) that probe runs: one trivial query, per process. */
export const DATABASE_PROBE_INTERVAL_MS = 250;
/** Overload warnings in the log at most this often (ms); the shed counter has every request. */
const LOG_EVERY_MS = 10_000;

export type OverloadLimits = {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxDatabaseWaitMs: number;
  maxInFlight: number;
  maxInFlightOverloaded: number;
  overloadHoldMs: number;
  sampleIntervalMs: number;
  databaseProbeIntervalMs: number;
};

export const defaultOverloadLimits = (): OverloadLimits => ({
  maxEventLoopDelayMs: MAX_EVENT_LOOP_DELAY_MS,
  maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * MAX_HEAP_SHARE),
  maxDatabaseWaitMs: MAX_DATABASE_WAIT_MS,
  maxInFlight: MAX_IN_FLIGHT,
  maxInFlightOverloaded: MAX_IN_FLIGHT_OVERLOADED,
  overloadHoldMs: OVERLOAD_HOLD_MS,
  sampleIntervalMs: SAMPLE_INTERVAL_MS,
  databaseProbeIntervalMs: DATABASE_PROBE_INTERVAL_MS,
});

/** Never shed: load balancers' checks (an overloaded instance is alive) and the figures about the overload. */
const EXEMPT = new Set<string>([healthPaths.health, healthPaths.ready, METRICS_PATH]);

/** Only API calls are shed: pages and assets are cheap, and the app they load retries its API calls. */
const sheddable = (request: FastifyRequest) =>
  isApiRoute(request) && !EXEMPT.has(request.routeOptions.url ?? '');

/** The same for a request on the socket, before routing (the exempt routes have no parameters). */
const sheddableUrl = (raw: string | undefined) => {
  const url = raw === undefined ? undefined : canonicalUrl(raw);
  if (!url?.startsWith('/api/')) return false;
  const query = url.indexOf('?');
  return !EXEMPT.has(query < 0 ? url : url.slice(0, query));
};

/** Marks a request counted in flight at the socket (so Fastify's hook does not count it again). */
const COUNTED = Symbol('overload.counted');
type Counted = IncomingMessage & { [COUNTED]?: true };

const SHED_BODY = Buffer.from(JSON.stringify(OVERLOADED));

/**
 * The database probe: a `select 1` through the pool now and then. Pressure is two slow answers in a
 * row: one slow probe is often a connection being opened (after a start, or a restart of PostgreSQL),
 * a queue stays. A database that is away is not overload (its requests fail with 503 `unavailable` by
 * themselves). It never makes under-pressure wait: the check reads the last result.
 */
function databaseProbe(database: Pick<DatabaseHandle, 'ping'>, limitMs: number, metrics: Metrics | null) {
  let slowInARow = 0;
  let probing = false;
  const healthy = () => slowInARow < 2;
  const check = async (): Promise<boolean> => {
    if (!probing) {
      probing = true;
      const started = performance.now();
      database.ping().then(
        () => {
          const ms = performance.now() - started;
          metrics?.databaseProbed(ms / 1000);
          slowInARow = ms > limitMs ? slowInARow + 1 : 0;
          probing = false;
        },
        () => {
          slowInARow = 0;
          probing = false;
        },
      );
    }
    return healthy();
  };
  return { check, healthy };
}

/**
 * Answers shed requests on the socket, before Fastify builds a request, runs hooks and serializes a
 * reply for them. Measured on the bench machine: through Fastify a 503 cost ~117 µs of CPU, half of
 * what serving a respondent request costs (~210 µs), so at 3× the sustainable load the 503s alone took
 * the whole core and accepted requests waited seconds for their turn; here one costs ~56 µs (a bare
 * Node HTTP server: ~41 µs). Fastify's listeners run for every other request. The security headers are
 * on the response already (`secureRawAnswers` runs first), so the answer is the same as Fastify's.
 */
function shedAtTheSocket(
  server: Server,
  decide: (request: Counted, response: ServerResponse) => boolean,
): void {
  type Listener = (request: IncomingMessage, response: ServerResponse) => void;
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (request: Counted, response: ServerResponse) => {
    if (decide(request, response)) {
      response.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': SHED_BODY.length,
        'retry-after': String(RETRY_AFTER_S),
      });
      response.end(SHED_BODY);
      // a body sent with it is read and dropped, so the connection stays usable
      request.resume();
      return;
    }
    for (const listener of listeners) listener.call(server, request, response);
  });
}

/**
 * Sheds API requests early with 503 + Retry-After while the process is over a limit (requests in
 * flight, event-loop delay, heap, the database probe) instead of letting every request's latency grow
 * with the queue. @fastify/under-pressure samples the signals and runs the probe. A request on a socket
 * is shed before Fastify sees it (see shedAtTheSocket); Fastify's hooks shed the rest (`inject()`, which
 * has no socket). Registered first, so a shed request costs no rate-limit write or session read.
 */
export async function registerOverloadShedding(
  app: FastifyInstance,
  options: {
    database: Pick<DatabaseHandle, 'ping'>;
    metrics: Metrics | null;
    limits?: Partial<OverloadLimits>;
  },
): Promise<void> {
  const limits = { ...defaultOverloadLimits(), ...options.limits };
  const { metrics } = options;
  const probe = databaseProbe(options.database, limits.maxDatabaseWaitMs, metrics);
  let lastLog = 0;
  let shedSinceLog = 0;
  const countShed = (log: FastifyInstance['log'], type: string, value: number | undefined) => {
    metrics?.shed(type as ShedSignal);
    shedSinceLog++;
    const now = Date.now();
    if (now - lastLog >= LOG_EVERY_MS) {
      log.warn({ signal: type, value, shed: shedSinceLog }, 'overloaded: shedding API requests (503)');
      lastLog = now;
      shedSinceLog = 0;
    }
  };
  /** The signal over its limit now, as under-pressure would name it, or null. */
  const pressure = (): [string, number | undefined] | null => {
    const { eventLoopDelay, heapUsed } = app.memoryUsage();
    // no delay sample in a whole interval: one long stall (start-up work, a long GC), not a queue
    if (Number.isFinite(eventLoopDelay) && eventLoopDelay > limits.maxEventLoopDelayMs)
      return ['eventLoopDelay', eventLoopDelay];
    if (heapUsed > limits.maxHeapUsedBytes) return ['heapUsedBytes', heapUsed];
    if (!probe.healthy()) return ['healthCheck', undefined];
    return null;
  };
  const onPressure = (
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    value: number | undefined,
  ): typeof OVERLOADED | undefined => {
    if (!sheddable(request)) return undefined;
    if (type === 'eventLoopDelay' && !Number.isFinite(value)) {
      // under-pressure checked nothing else yet: the other signals decide
      const other = pressure();
      return other ? onPressure(request, reply, ...other) : undefined;
    }
    countShed(request.log, type, value);
    reply.status(503).header('retry-after', String(RETRY_AFTER_S));
    // under-pressure sends what the handler returns (its types only allow void)
    return OVERLOADED;
  };
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs,
    healthCheck: probe.check,
    healthCheckInterval: limits.databaseProbeIntervalMs,
    retryAfter: RETRY_AFTER_S,
    pressureHandler: onPressure as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });

  // Requests queued for the database, counted per request (under-pressure samples only periodically).
  // 'close' fires once per response, also when the client went away, so the count never leaks.
  let inFlight = 0;
  let overloadedAt = Number.NEGATIVE_INFINITY;
  /** Over the in-flight limit now: the full one, or the lower one while overloaded (see above). */
  const overInFlight = (): boolean => {
    const now = performance.now();
    if (inFlight >= limits.maxInFlight) {
      overloadedAt = now;
      return true;
    }
    return now - overloadedAt < limits.overloadHoldMs && inFlight >= limits.maxInFlightOverloaded;
  };
  const admit = (response: ServerResponse) => {
    inFlight++;
    response.once('close', () => {
      inFlight--;
    });
  };
  shedAtTheSocket(app.server, (request, response) => {
    if (!sheddableUrl(request.url)) return false;
    const over: [string, number | undefined] | null = overInFlight() ? ['inFlight', inFlight] : pressure();
    if (over) {
      countShed(app.log, ...over);
      return true;
    }
    request[COUNTED] = true;
    admit(response);
    return false;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!sheddable(request) || (request.raw as Counted)[COUNTED]) return;
    if (overInFlight()) {
      const body = onPressure(request, reply, 'inFlight', inFlight);
      return reply.send(body);
    }
    admit(reply.raw);
  });
}
