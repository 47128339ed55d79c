import cluster, { type Worker } from 'node:cluster';
import type { ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/env';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirBusyError } from './db/data-dir-lock';
import { isDatabaseUnavailable } from './db/errors';
import { prepareDatabase } from './db/prepare';
import { scheduleRetention } from './modules/retention/job';

/** SIGTERM/SIGINT: everything is finished and closed within this, or the process exits with 1. */
const SHUTDOWN_LIMIT_MS = 10_000;
/** a cluster worker's message to the primary once it listens */
const WORKER_LISTENING = 'uplift:listening';
/** how long idle keep-alive connections stay open after the signal (see stop()) */
const IDLE_GRACE_MS = 1_000;

/**
 * Starts the server: config, then either this process serves (PGlite, or SERVER_PROCESSES=1), or, on
 * PostgreSQL with several processes, this process migrates once and forks one worker per process, all
 * serving the same port (Node's cluster); each worker is the same server as a single process.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.serverProcesses > 1 && config.databaseUrl && cluster.isPrimary) {
    await runPrimary(config, config.databaseUrl);
    return;
  }
  await serve(config, { worker: cluster.isWorker });
}

/**
 * The cluster's primary: migrations and seed once, then the workers; it serves no request itself. It
 * says "running" when every worker listens, replaces a worker that dies later, stops everything if one
 * fails to start, and on SIGTERM/SIGINT lets every worker drain (their own handler, see serve()) and
 * exits with 0 when all exited with 0.
 */
async function runPrimary(config: Config, databaseUrl: string): Promise<void> {
  // two connections: the migration lock holds one for its lifetime (see withAdvisoryLock)
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  const live = new Set<Worker>();
  let listening = 0;
  let started = false;
  let stopping = false;
  let failed = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // a worker gets the shutdown limit itself; this one only catches a worker that never exits
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS + 2_000).unref();
    for (const worker of live) worker.process.kill(signal);
    if (live.size === 0) process.exit(failed ? 1 : 0);
  };
  // Every worker binds the port itself (SO_REUSEPORT, see serve()), so PORT=0 is chosen here, once.
  const port = config.port === 0 ? await freePort(config.host) : config.port;
  const fork = () => live.add(cluster.fork({ PORT: String(port) }));
  // an exclusive listen is not reported by the cluster module: each worker says so itself (serve())
  cluster.on('message', (_worker, message: unknown) => {
    if (message !== WORKER_LISTENING || started || ++listening < config.serverProcesses) return;
    started = true;
    const url = config.port === 0 ? `http://localhost:${port}` : config.publicUrl;
    console.log(
      `Uplift Founder Audit is running at ${url} (data: PostgreSQL, ${config.serverProcesses} server processes)`,
    );
  });
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (code !== 0) failed = true;
    if (stopping) {
      if (live.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!started) {
      console.error(`A server process stopped while starting (code ${code}, signal ${signal}): stopping.`);
      stop('SIGTERM');
      return;
    }
    console.error(
      `Server process ${worker.process.pid} ended (code ${code}, signal ${signal}): starting another.`,
    );
    failed = false;
    fork();
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < config.serverProcesses; i++) fork();
}

/** A port nobody listens on right now (the system picks it). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * One server process: database, migrations and seed (a cluster's primary did them already), listen;
 * drains on SIGTERM/SIGINT.
 */
async function serve(config: Config, { worker }: { worker: boolean }): Promise<void> {
  const database: DatabaseHandle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, max: config.databasePoolMax })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir) });
  if (!worker) await prepareDatabase(database);
  const app = await buildApp({ config, database });
  // Results stored before they kept their own snapshot get it now (idempotent; a read would do it too).
  const filled = await app.assessment.fillMissingSnapshots();
  if (filled > 0) app.log.info(`${filled} stored results were given their snapshot`);
  // Deletes what the privacy policy says we no longer keep: hourly, once across all instances.
  scheduleRetention(app.jobs, database.db, { onRun: (outcome) => app.metrics?.jobRan('retention', outcome) });
  // the job queue polls on an unref'd timer; app.close() stops it after the jobs under way
  app.jobs.start();

  // The responses not yet finished, so that a shutdown can tell them to close their connection.
  const unanswered = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS);
    force.unref();
    // Node's server.close() destroys idle keep-alive connections at once, and "idle" includes one whose
    // client has just written a request the server has not read yet: that client sees a reset. For a
    // short grace they stay open instead: a request arriving on them is answered 503 with
    // `Connection: close` (Fastify's return503OnClosing), then the still idle ones are closed.
    // Responses still being worked on close their connection when done: none becomes idle afterwards.
    for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close');
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {};
    const reap = setInterval(closeIdle, IDLE_GRACE_MS);
    reap.unref();
    await app.close();
    clearInterval(reap);
    await database.close();
    process.exit(0);
  };
  // postgres.js can reject a promise nobody holds when a connection breaks (seen while PostgreSQL
  // restarted under load: the process died of an unhandled ECONNRESET). A database that went away is
  // not a reason to stop serving: log it and go on. Anything else still ends the process, as by default.
  const survive = (kind: string) => (error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      app.log.warn({ err: error }, `${kind} from the database connection (the database is away)`);
      return;
    }
    app.log.fatal({ err: error }, kind);
    process.exit(1);
  };
  process.on('unhandledRejection', survive('unhandled rejection'));
  process.on('uncaughtException', survive('uncaught exception'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // A cluster's worker binds its own socket on the shared port (SO_REUSEPORT; the kernel spreads new
  // connections over the workers' sockets), not the primary's round-robin socket: on SIGTERM the
  // worker's socket closes at once and new connections are refused or go to a worker still listening,
  // exactly as with one process. Through the primary, connections it accepted after the workers had
  // closed were reset (seen in sigterm.test.ts).
  await app.listen({
    port: config.port,
    host: config.host,
    ...(worker ? { exclusive: true, reusePort: true } : {}),
  });
  // in a cluster the primary says it once every worker listens
  if (worker) {
    process.send?.(WORKER_LISTENING);
    return;
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  // With PORT=0 the system picks the port: say which one was bound.
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const url = config.port === 0 ? `http://localhost:${port}` : config.publicUrl;
  console.log(`Uplift Founder Audit is running at ${url} (data: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
