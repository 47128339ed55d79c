import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. A wrong value stops the start with one line naming the variable. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * connections each server process opens to PostgreSQL at most (see docs/performance.md); unset: 20
   * for the whole server, shared out over its processes
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).optional(),
  /**
   * Server processes on PostgreSQL (Node's cluster, one port): `auto` = one per core, or a number;
   * default 1 (see docs/decisions/004).
   * PGlite always runs one (one process per data directory).
   */
  SERVER_PROCESSES: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Uplift Founder Audit <no-reply@localhost>'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, context) => {
      if (['true', '1'].includes(v)) return true;
      if (['false', '0'].includes(v)) return false;
      const entries = v.split(',').map((entry) => entry.trim());
      const wrong = entries.find((entry) => !isProxyAddress(entry));
      if (wrong === undefined) return entries;
      context.addIssue({
        code: 'custom',
        message: `must be true, false or a comma-separated list of addresses or CIDR ranges (not "${wrong}")`,
      });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Overload shedding (503 + Retry-After under more load than the process serves); the bench compares without. */
  OVERLOAD_SHEDDING: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Bearer token for GET /metrics (Prometheus); unset: no metrics endpoint. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)')
    .optional(),
  /** An OpenAI-compatible API that writes the overall insight; unset → the rule-based writer. */
  INSIGHT_API_URL: z.url().optional(),
  INSIGHT_API_KEY: z.string().min(1).optional(),
  INSIGHT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  INSIGHT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  /**
   * Browser tests only: the server's clock can be moved forward (POST /api/test/clock) and runs the jobs
   * due by then. Refused with NODE_ENV=production.
   */
  TEST_CLOCK: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Where the built web app lives; tests point it elsewhere. */
  WEB_BUILD_DIR: z.string().min(1).default('./build/client'),
  TEST_DATABASE_URL: z.string().optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** 1: the server is this process; more: this process forks that many workers (PostgreSQL only) */
  serverProcesses: number;
  dataDir: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** true: every peer is a proxy; a list: only these addresses / CIDR ranges (X-Forwarded-For from others is ignored) */
  trustProxy: boolean | string[];
  logLevel: string;
  /** shed API requests with 503 while the process is over its limits (modules/metrics/overload.ts) */
  overloadShedding: boolean;
  /** the bearer token GET /metrics asks for; null: no metrics endpoint */
  metricsToken: string | null;
  webBuildDir: string;
  /** the clock can be moved forward through POST /api/test/clock (browser tests; never in production) */
  testClock: boolean;
  insightProvider: { url: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
};

export class ConfigError extends Error {}

/**
 * PostgreSQL connections of the whole server when DATABASE_POOL_MAX is unset, shared by its processes.
 * Few connections each carrying several queries beat many: measured on 2 cores, 8 served result reads
 * at less CPU per request and a lower p99 than 20 (docs/performance.md, "Pool size").
 */
const DEFAULT_POOL_TOTAL = 8;

/** proxy-addr's names for well-known ranges, accepted in TRUST_PROXY besides addresses and CIDRs */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of PROXY_RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const needsExplicitSecret = env.DATABASE_URL !== undefined || env.NODE_ENV === 'production';
  if (!env.AUTH_SECRET && needsExplicitSecret) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET is required with DATABASE_URL or NODE_ENV=production (at least 32 characters)',
    );
  }
  if (
    env.DATABASE_URL === undefined &&
    typeof env.SERVER_PROCESSES === 'number' &&
    env.SERVER_PROCESSES > 1
  ) {
    throw new ConfigError(
      'Invalid configuration: SERVER_PROCESSES above 1 needs DATABASE_URL (the embedded database allows one process per data directory)',
    );
  }
  if (env.TEST_CLOCK && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: TEST_CLOCK is for browser tests and is refused with NODE_ENV=production',
    );
  }
  if (env.TEST_CLOCK && env.DATABASE_URL !== undefined && env.SERVER_PROCESSES !== 1) {
    throw new ConfigError(
      'Invalid configuration: TEST_CLOCK needs SERVER_PROCESSES=1 (each process would keep a clock of its own)',
    );
  }
  const serverProcesses =
    env.DATABASE_URL === undefined
      ? 1
      : env.SERVER_PROCESSES === 'auto'
        ? Math.max(1, os.availableParallelism())
        : env.SERVER_PROCESSES;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX ?? Math.ceil(DEFAULT_POOL_TOTAL / serverProcesses),
    serverProcesses,
    dataDir,
    authSecret: env.AUTH_SECRET ?? embeddedAuthSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    overloadShedding: env.OVERLOAD_SHEDDING,
    metricsToken: env.METRICS_TOKEN ?? null,
    webBuildDir: path.resolve(env.WEB_BUILD_DIR),
    testClock: env.TEST_CLOCK,
    insightProvider: env.INSIGHT_API_URL
      ? {
          url: env.INSIGHT_API_URL.replace(/\/$/, ''),
          apiKey: env.INSIGHT_API_KEY,
          model: env.INSIGHT_MODEL,
          timeoutMs: env.INSIGHT_TIMEOUT_MS,
        }
      : null,
  };
}

/** On the embedded database the secret is generated once and kept beside the data it protects. */
function embeddedAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The PostgreSQL URL integration tests use instead of PGlite, when CI sets one. */
export function testDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  return source.TEST_DATABASE_URL || undefined;
}
