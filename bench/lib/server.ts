import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuildOptions } from '../../scripts/server-build-options.mjs';

/** The repository root (bench/lib/ → ../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The bundled server every startServer runs unless told otherwise (see `bundleServer`). */
let bundledEntry: string | undefined;

/**
 * Bundles src/server/server.ts to JavaScript as `npm run build:server` does (esbuild, packages left to
 * node_modules) into a private directory under build/ (inside the repository, where the bundle finds
 * drizzle/ and node_modules) and makes every later startServer run it: what `npm start` runs, and a start
 * without tsx is about a second shorter (the battery starts some thirty servers). `remove` deletes it.
 */
export async function bundleServer(): Promise<{ entry: string; ms: number; remove(): void }> {
  const t0 = performance.now();
  const { build } = await import('esbuild');
  mkdirSync(path.join(repoRoot, 'build'), { recursive: true });
  const dir = mkdtempSync(path.join(repoRoot, 'build', 'bench-server-'));
  await build({
    entryPoints: {
      server: path.join(repoRoot, 'src/server/server.ts'),
      // the PDF render threads' module, beside server.js as in build/server
      'report-pdf-worker': path.join(repoRoot, 'src/server/modules/report-pdf/render-worker.ts'),
    },
    outdir: dir,
    ...serverBuildOptions,
  });
  const entry = path.join(dir, 'server.js');
  bundledEntry = entry;
  return {
    entry,
    ms: Math.round(performance.now() - t0),
    remove() {
      if (bundledEntry === entry) bundledEntry = undefined;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on right now (the OS picks it); never a fixed one: others run servers here. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerOptions = {
  /** PostgreSQL; without it the server uses PGlite in `dataDir` */
  databaseUrl?: string;
  dataDir?: string;
  /** a built web app (build/client); a missing directory serves the API only */
  webBuildDir?: string;
  /** TRUST_PROXY=true: the load generator gives each simulated respondent its own X-Forwarded-For */
  trustProxy?: boolean;
  env?: Record<string, string>;
  /** extra Node flags, e.g. --cpu-prof to profile the server */
  nodeArgs?: string[];
  /** how long to wait for "is running at" */
  startTimeoutMs?: number;
  /** the server as JavaScript instead of src/server/server.ts through tsx (default: `bundleServer`'s) */
  entry?: string;
};

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerHandle = {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** ms from spawn to "is running at" */
  startMs: number;
  /** server processes serving the port (a cluster on PostgreSQL: its workers; else 1) */
  processes: number;
  /** everything the process printed (stdout and stderr) */
  output(): string;
  exited: Promise<Exit>;
  /** sends `signal` and waits for the exit (SIGKILL after `timeoutMs`); returns how long it took */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit & { ms: number; forced: boolean }>;
};

const RUNNING = /is running at/;

/**
 * For checks of durability and restarts: they count every 5xx as a failure, and a request shed as
 * overload (503) would be one by design; shedding has its own section (bench/overload.ts).
 */
export const NO_SHEDDING = { OVERLOAD_SHEDDING: 'false' } as const;
/** Environment variables of the caller that must not leak into a bench server. */
const SCRUBBED = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'PORT',
  'HOST',
  'DATA_DIR',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'SERVER_PROCESSES',
  'DATABASE_POOL_MAX',
];

/**
 * Starts `src/server/server.ts` as its own process (the same file `npm start` runs) on a free port, with
 * the Node that runs this script (Node 22 under npm scripts) and tsx, or its bundle (`bundleServer`),
 * and waits until it listens. The
 * caller's SERVER_PROCESSES is not passed on: the server runs its default layout unless `env` sets one
 * (with several processes `pid` is the cluster's primary).
 */
export async function startServer(options: ServerOptions = {}): Promise<ServerHandle> {
  const port = await freePort();
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !SCRUBBED.includes(k)) env[k] = v;
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    AUTH_SECRET: randomBytes(24).toString('hex'),
    TRUST_PROXY: options.trustProxy ? 'true' : 'false',
    WEB_BUILD_DIR: options.webBuildDir ?? path.join(repoRoot, 'bench', '.no-web-build'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...options.env,
  });
  const entry = options.entry ?? bundledEntry;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(entry ? [entry] : ['--import', 'tsx', path.join(repoRoot, 'src/server/server.ts')]),
    ],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timeoutMs = options.startTimeoutMs ?? 180_000;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${log.slice(-3000)}`));
    }, timeoutMs);
    timer.unref();
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.length > 200_000) log = log.slice(-100_000);
      if (RUNNING.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(
        new Error(`server exited before listening (code ${code}, signal ${signal}):\n${log.slice(-3000)}`),
      ),
    );
    void exited.finally(() => clearTimeout(timer));
  });
  await ready;
  const startMs = performance.now() - started;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? -1,
    child,
    startMs,
    processes: Number(/running at \S+ \(data: PostgreSQL, (\d+) server processes\)/.exec(log)?.[1] ?? 1),
    output: () => log,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000) {
      const t0 = performance.now();
      if (child.exitCode !== null || child.signalCode !== null) {
        return { ...(await exited), ms: 0, forced: false };
      }
      child.kill(signal);
      let forced = false;
      const timer = setTimeout(() => {
        forced = true;
        child.kill('SIGKILL');
      }, timeoutMs);
      const exit = await exited;
      clearTimeout(timer);
      return { ...exit, ms: performance.now() - t0, forced };
    },
  };
}

/** pino lines at error level (50+), grouped by message (first line) and error code */
export function errorLines(output: string): string[] {
  const seen = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string; code?: string; type?: string; cause?: { message?: string; code?: string } };
      };
      if ((entry.level ?? 0) < 50) continue;
      const message = (entry.err?.message ?? '').replace(/\s+/g, ' ');
      const query = /^Failed query: (\w+)/.exec(message)?.[1];
      const cause =
        /(?:(?:write|connect|read) )?(?:CONNECTION_\w+|ECONN\w+)|terminating connection[^:]*|the database system is [\w ]+/i.exec(
          message,
        )?.[0];
      // drizzle wraps the driver's error: its cause says what PostgreSQL answered (code and message)
      const driver = entry.err?.cause;
      const because = cause
        ? ` caused by "${cause.trim()}"`
        : driver?.message
          ? ` caused by "${driver.code ? `${driver.code} ` : ''}${driver.message.slice(0, 120)}"`
          : '';
      const key = `${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${query ? `Failed query (${query} …)` : message.slice(0, 120)}${because}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    } catch {
      // not a log line
    }
  }
  return [...seen].slice(0, 6).map(([k, n]) => `${n}× ${k}`);
}
