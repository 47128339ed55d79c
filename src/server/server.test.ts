import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultQuestionnaire } from '../content/default-questionnaire';
import { testDatabaseUrl } from './config/env';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

type Outcome = { url: string } | { exitCode: number | null; stderr: string };

/** Starts the real server process and waits until it is listening, or has exited. */
function startServer(env: Record<string, string>): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => {
    child.stdout?.on('data', (c: Buffer) => {
      const url = /running at (http:\/\/\S+)/.exec(c.toString())?.[1];
      if (url) resolve({ url });
    });
    child.on('exit', (exitCode) => resolve({ exitCode, stderr }));
  });
}

const serverUrl = testDatabaseUrl();

describe('starting two server processes at once', () => {
  if (serverUrl) {
    it('on one PostgreSQL: both come up (the migration lock holds) and share the data', async () => {
      const name = `uplift_start_${randomBytes(4).toString('hex')}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const env = { DATABASE_URL: url.toString(), AUTH_SECRET: randomBytes(32).toString('hex') };
        const [a, b] = await Promise.all([startServer(env), startServer(env)]);
        expect(a).toHaveProperty('url');
        expect(b).toHaveProperty('url');
        for (const started of [a, b]) {
          const res = await fetch(
            `${(started as { url: string }).url.replace('localhost', '127.0.0.1')}/api/ready`,
          );
          expect(res.status).toBe(200);
        }
        const q = await fetch(
          `${(a as { url: string }).url.replace('localhost', '127.0.0.1')}/api/questionnaire`,
        );
        // a new installation starts on the default questionnaire, seeded once by whichever came first
        const questionnaire = await q.json();
        expect(questionnaire.chapters).toHaveLength(defaultQuestionnaire.chapters.length);
        expect(questionnaire.version).toBe(1);
      } finally {
        for (const child of children.splice(0)) child.kill('SIGKILL');
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 120_000);
  } else {
    it('on one embedded data directory: one serves, the other stops with a clear message', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-start-'));
      const [a, b] = await Promise.all([
        startServer({ DATA_DIR: dataDir }),
        startServer({ DATA_DIR: dataDir }),
      ]);
      const served = [a, b].filter((o) => 'url' in o);
      const refused = [a, b].filter((o) => !('url' in o)) as { exitCode: number; stderr: string }[];
      expect(served).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]?.exitCode).toBe(1);
      expect(refused[0]?.stderr).toMatch(/is in use by another Uplift server \(pid \d+\)/);
    }, 120_000);
  }
});
