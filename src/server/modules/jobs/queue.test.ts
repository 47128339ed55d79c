import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { jobs } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../test-support/database';
import { createJobQueue, type JobQueue, type JobQueueOptions, type JobResult } from './queue';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffMs, DEFAULT_MAX_ATTEMPTS } from './windows';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A logger that keeps what was logged at warn and error level. */
function recordingLog() {
  const lines: Array<{ level: 'warn' | 'error'; fields: Record<string, unknown>; message: string }> = [];
  const log = {
    lines,
    info: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    warn: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'warn', fields, message }),
    error: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'error', fields, message }),
    child: () => log,
  };
  return log;
}

let database: TestDatabase;
/** PostgreSQL: a second connection pool, as a second server would have; PGlite: its one connection */
let second: DatabaseHandle | null = null;
const otherDb = () => second?.db ?? database.db;
const queues: JobQueue[] = [];
let clock = new Date('2030-01-01T00:00:00Z');
const attempts: Array<{ kind: string; result: JobResult }> = [];

function queue(options: Partial<JobQueueOptions> = {}) {
  const log = recordingLog();
  const made = createJobQueue({
    db: database.db,
    log: log as never,
    now: () => clock,
    // no jitter: back-off is half its ceiling, so the tests know when a retry is due
    random: () => 0,
    onAttempt: (kind, result) => attempts.push({ kind, result }),
    ...options,
  });
  queues.push(made);
  return Object.assign(made, { log });
}

const rowOf = async (id: number) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
};

beforeAll(async () => {
  database = await openTestDatabase();
  if (database.url) second = await openDatabase({ kind: 'postgres', url: database.url, max: 5 });
}, 120_000);
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
  await database.db.delete(jobs);
  attempts.length = 0;
});
afterAll(async () => {
  await second?.close();
  await database?.drop();
});

describe('back-off', () => {
  it('doubles from the base, is capped, and jitters within the upper half', () => {
    expect(backoffMs(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffMs(1, () => 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(3, () => 1)).toBe(BACKOFF_BASE_MS * 4);
    expect(backoffMs(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    for (let i = 0; i < 50; i++) {
      const wait = backoffMs(2);
      expect(wait).toBeGreaterThanOrEqual(BACKOFF_BASE_MS);
      expect(wait).toBeLessThanOrEqual(BACKOFF_BASE_MS * 2);
    }
  });
});

describe('the job queue', () => {
  it('runs a due job once and stores its outcome', async () => {
    const q = queue();
    const seen: Array<{ payload: unknown; attempts: number; now: Date }> = [];
    q.register<{ planId: string }>('greet', async (job, ctx) => {
      seen.push({ payload: job.payload, attempts: job.attempts, now: ctx.now });
      return 'sent';
    });
    const { id, created } = await q.enqueue('greet', { planId: 'p1' });
    expect(created).toBe(true);
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    expect(seen).toEqual([{ payload: { planId: 'p1' }, attempts: 1, now: clock }]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'done', outcome: 'sent', attempts: 1, lockedBy: null });
    expect(row.finishedAt?.getTime()).toBe(clock.getTime());
    expect(row.maxAttempts).toBe(DEFAULT_MAX_ATTEMPTS);
    expect(attempts).toEqual([{ kind: 'greet', result: 'done' }]);
  });

  it('does not run a job before its time, and runs it once the clock gets there', async () => {
    const q = queue();
    const handler = vi.fn(async () => undefined);
    q.register('later', handler);
    const { id } = await q.enqueue('later', {}, { runAt: new Date(clock.getTime() + 30 * 24 * HOUR) });
    expect(await q.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 30 * 24 * HOUR - 1);
    expect(await q.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 1);
    expect(await q.runDue()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect((await rowOf(id)).outcome).toBeNull();
  });

  it('enqueues a unique key once', async () => {
    const q = queue();
    const handler = vi.fn(async () => 'sent');
    q.register('reminder', handler);
    const first = await q.enqueue('reminder', { day: 30 }, { uniqueKey: 'reminder:plan-1:30' });
    const again = await q.enqueue('reminder', { day: 30 }, { uniqueKey: 'reminder:plan-1:30' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await q.runDue()).toBe(1);
    // also once it ran: the key stays taken
    expect((await q.enqueue('reminder', { day: 30 }, { uniqueKey: 'reminder:plan-1:30' })).created).toBe(
      false,
    );
    expect(await q.runDue()).toBe(0);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('retries a throwing handler with back-off, then marks it failed and logs it without the payload', async () => {
    const q = queue();
    let calls = 0;
    q.register('flaky', async () => {
      calls++;
      throw new Error(`smtp refused (${calls})`);
    });
    const { id } = await q.enqueue('flaky', { email: 'founder@example.com' }, { maxAttempts: 3 });

    expect(await q.runDue()).toBe(1);
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'smtp refused (1)' });
    expect(row.runAt.getTime()).toBe(clock.getTime() + backoffMs(1, () => 0));
    // not before the back-off is over
    expect(await q.runDue()).toBe(0);
    clock = new Date(row.runAt.getTime());
    expect(await q.runDue()).toBe(1);
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2, lastError: 'smtp refused (2)' });
    expect(row.runAt.getTime()).toBe(clock.getTime() + backoffMs(2, () => 0));
    clock = new Date(row.runAt.getTime());
    expect(await q.runDue()).toBe(1);
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'smtp refused (3)' });
    expect(row.finishedAt?.getTime()).toBe(clock.getTime());

    clock = new Date(clock.getTime() + 24 * HOUR);
    expect(await q.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect(attempts.map((a) => a.result)).toEqual(['retried', 'retried', 'failed']);
    const errors = q.log.lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.fields).toMatchObject({ job: 'flaky', jobId: id, attempt: 3 });
    expect(errors[0]?.message).toContain('failed after 3 attempts');
    expect(
      JSON.stringify(q.log.lines.map((l) => [l.message, { ...l.fields, err: undefined }])),
    ).not.toContain('founder@example.com');
  });

  it('takes over a running job whose lease ran out, and not one whose lease holds', async () => {
    const q = queue();
    const ran: number[] = [];
    q.register('send', async (job) => {
      ran.push(job.id);
      return 'sent';
    });
    const base = { kind: 'send', payload: {}, runAt: clock, status: 'running' as const, attempts: 1 };
    const [crashed, alive, exhausted] = await database.db
      .insert(jobs)
      .values([
        { ...base, lockedBy: 'dead', lockedUntil: new Date(clock.getTime() - SECOND) },
        { ...base, lockedBy: 'alive', lockedUntil: new Date(clock.getTime() + MINUTE) },
        { ...base, lockedBy: 'dead', lockedUntil: new Date(clock.getTime() - SECOND), maxAttempts: 1 },
      ])
      .returning();
    if (!crashed || !alive || !exhausted) throw new Error('insert failed');
    expect(await q.runDue()).toBe(2);
    expect(ran).toEqual([crashed.id]);
    expect(await rowOf(crashed.id)).toMatchObject({ status: 'done', attempts: 2, outcome: 'sent' });
    expect(await rowOf(alive.id)).toMatchObject({ status: 'running', lockedBy: 'alive', attempts: 1 });
    // its instance died during the last attempt: failed, not run a time too many
    const failed = await rowOf(exhausted.id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toMatch(/lease/);
    expect(q.log.lines.some((l) => l.level === 'error' && l.fields.jobId === exhausted.id)).toBe(true);
  });

  it('a claim that lost its job to a takeover does not overwrite the new one', async () => {
    const slow = queue({ instanceId: 'slow', leaseMs: MINUTE });
    const quick = queue({ instanceId: 'quick', leaseMs: MINUTE, db: otherDb() });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    slow.register('send', async () => {
      await held;
      return 'sent late';
    });
    quick.register('send', async () => 'sent');
    const { id } = await slow.enqueue('send', {});
    const first = slow.runDue();
    await vi.waitFor(async () => expect((await rowOf(id)).lockedBy).toBe('slow'), { interval: 5 });
    clock = new Date(clock.getTime() + MINUTE + SECOND);
    expect(await quick.runDue()).toBe(1);
    release();
    await first;
    expect(await rowOf(id)).toMatchObject({ status: 'done', outcome: 'sent', attempts: 2 });
    expect(slow.log.lines.some((l) => l.level === 'warn' && /lease ran out/.test(l.message))).toBe(true);
  });

  it('runs a recurring job once per period across instances', async () => {
    clock = new Date(Math.floor(clock.getTime() / HOUR) * HOUR + 5 * MINUTE);
    const periods: string[] = [];
    const [a, b] = [queue({ instanceId: 'a' }), queue({ instanceId: 'b', db: otherDb() })];
    for (const q of [a, b])
      q.every('tick', HOUR, async (_job, ctx) => {
        periods.push(ctx.now.toISOString());
        return undefined;
      });
    await Promise.all([a.runDue(), b.runDue()]);
    expect(periods).toHaveLength(1);
    clock = new Date(clock.getTime() + 30 * MINUTE);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(periods).toHaveLength(1);
    clock = new Date(clock.getTime() + 30 * MINUTE);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(periods).toHaveLength(2);
    const keys = (await database.db.select({ key: jobs.uniqueKey, status: jobs.status }).from(jobs))
      .map((row) => `${row.key} ${row.status}`)
      .sort();
    const period = Math.floor(clock.getTime() / HOUR);
    // the next period is queued already
    expect(keys).toEqual([`tick:${period - 1} done`, `tick:${period} done`, `tick:${period + 1} queued`]);

    // hours later (the servers were down, or a test clock jumped): the missed period's row is skipped,
    // the current period runs once
    clock = new Date(clock.getTime() + 5 * HOUR);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(periods).toHaveLength(3);
    const [missed] = await database.db
      .select({ outcome: jobs.outcome })
      .from(jobs)
      .where(eq(jobs.uniqueKey, `tick:${period + 1}`));
    expect(missed?.outcome).toBe('skipped: a later period is due');
  });

  it('refuses a kind registered twice and a recurring period under a second', () => {
    const q = queue();
    q.register('once', async () => undefined);
    expect(() => q.register('once', async () => undefined)).toThrow(/twice/);
    expect(() => q.every('fast', 10, async () => undefined)).toThrow(/at least 1000/);
  });

  it('leaves kinds it has no handler for to the instances that have one', async () => {
    const q = queue();
    q.register('known', async () => undefined);
    const { id } = await q.enqueue('unknown', {});
    expect(await q.runDue()).toBe(0);
    expect((await rowOf(id)).status).toBe('queued');
  });

  it('started, it polls on its own; stopped, it runs nothing more', async () => {
    const q = queue({ pollIntervalMs: 20 });
    const handler = vi.fn(async () => 'ok');
    q.register('bg', handler);
    q.start();
    await q.enqueue('bg', {});
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1), { interval: 10, timeout: 5000 });
    await q.stop();
    await q.enqueue('bg', {});
    expect(await q.runDue()).toBe(0);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('two instances on one database', () => {
  it('run each of 200 jobs exactly once when they claim at the same time', async () => {
    const a = queue({ instanceId: 'a' });
    const b = queue({ instanceId: 'b', db: otherDb() });
    const runs = new Map<number, string[]>();
    for (const [name, q] of [
      ['a', a],
      ['b', b],
    ] as const)
      q.register<{ n: number }>('count', async (job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        return name;
      });
    for (let n = 0; n < 200; n++) await a.enqueue('count', { n });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(200);
    expect(runs.size).toBe(200);
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const rows = await database.db.select({ status: jobs.status, outcome: jobs.outcome }).from(jobs);
    expect(rows.filter((row) => row.status === 'done')).toHaveLength(200);
    if (database.url) {
      // both took part (each claims in batches and skips the other's locked rows)
      expect(ranA).toBeGreaterThan(0);
      expect(ranB).toBeGreaterThan(0);
    }
  });
});
