import { closeSync, existsSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data directory. Take an exclusive lock file; refuse clearly when a live
 * process holds it, and take over a lock left behind by a crash (kill -9), clearing PGlite's stale pid file.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const stalePid = path.join(dataDir, 'pglite', 'postmaster.pid');
      if (existsSync(stalePid)) rmSync(stalePid);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirBusyError(
          `The data directory ${dataDir} is in use by another Uplift server (pid ${holder}). ` +
            'Stop it first, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).',
        );
      }
      unlinkSync(lockFile);
    }
  }
  throw new DataDirBusyError(`Could not lock the data directory ${dataDir}.`);
}
