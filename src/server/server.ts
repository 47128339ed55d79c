import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirBusyError } from './db/data-dir-lock';
import { isDatabaseUnavailable } from './db/errors';
import { prepareDatabase } from './db/prepare';
import { startRetention } from './modules/retention/job';

/** SIGTERM/SIGINT: everything is finished and closed within this, or the process exits with 1. */
const SHUTDOWN_LIMIT_MS = 10_000;
/** how long idle keep-alive connections stay open after the signal (see stop()) */
const IDLE_GRACE_MS = 1_000;

/** Starts the process: config, database, migrations, seed, listen; drains on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database: DatabaseHandle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, max: config.databasePoolMax })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir) });
  await prepareDatabase(database);
  const app = await buildApp({ config, database });
  // Deletes what the privacy policy says we no longer keep: now, then hourly (unref'd timer).
  const retention = startRetention(database.db, { log: app.log });
  app.addHook('onClose', () => retention.stop());

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

  await app.listen({ port: config.port, host: config.host });
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
