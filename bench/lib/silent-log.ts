import type { FastifyBaseLogger } from 'fastify';

const quiet = () => {};

/** A logger that says nothing, for a service run outside the server (its warnings would repeat the report). */
export const silentLog = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;
