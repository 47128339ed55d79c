import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Opens the embedded database in another process and waits until it holds the directory. */
async function holdInChild(dataDir: string): Promise<ChildProcess> {
  const script = `
    import { openDatabase } from ${JSON.stringify(path.resolve('src/server/db/client.ts'))};
    openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} })
      .then((db) => db.ping())
      .then(() => console.log('ready'));
    setInterval(() => {}, 1000);
  `;
  // node itself (not the tsx wrapper), so that SIGKILL hits the process that holds the directory
  const file = path.join(dataDir, 'hold.ts');
  writeFileSync(file, script);
  const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
  return child;
}

describe('one process per embedded data directory', () => {
  it('refuses a second process with a clear message, and recovers after kill -9', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-lock-'));
    const child = await holdInChild(dataDir);

    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by another Uplift server \(pid \d+\)/);

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.ping();
    await database.close();
  }, 60_000);

  it('lets the same directory be opened again after a clean close', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-lock-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.ping();
    await second.close();
  });
});
