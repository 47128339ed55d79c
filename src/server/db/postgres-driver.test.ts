import net from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakePostgres, startFakePostgres } from '../test-support/fake-postgres';

// postgres.js 3.4.9 is patched (patches/postgres+3.4.9.patch). Without the patch, a BEGIN pipelined onto a
// busy connection at the pipeline's limit was sent without reserving the connection: the server
// completed an assessment with 500 UNSAFE_TRANSACTION under load (bench check (a)), and the open
// transaction went back to the pool for other requests' statements to run inside. This drives the
// driver against a wire-protocol fake that records each connection's transaction state, so the order
// of events is exact and the test needs no database.
/** `max_pipeline` and `socket` are documented options that the driver's types leave out. */
const pipelined = (
  options: postgres.Options<Record<string, never>> & {
    max_pipeline: number;
    socket?: () => Promise<net.Socket>;
  },
) => options;

describe('postgres.js: transactions under pipelining', () => {
  let fake: FakePostgres | undefined;
  let sql: postgres.Sql | undefined;
  afterEach(async () => {
    await sql?.end({ timeout: 1 });
    await fake?.close();
  });

  it('reserves the connection for every BEGIN, also one that fills the pipeline', async () => {
    fake = await startFakePostgres({ sleepMs: 40 });
    // a small pipeline makes BEGIN the query that fills a busy connection's pipeline
    sql = postgres(fake.url, pipelined({ max: 3, max_pipeline: 2, fetch_types: false, onnotice: () => {} }));
    const db = sql;
    await Promise.all([0, 1, 2].map(() => db.unsafe('select warm').execute()));

    const outcomes: PromiseSettledResult<unknown>[] = [];
    for (let round = 0; round < 5; round++) {
      const jobs: Promise<unknown>[] = [];
      // every connection busy, with one more statement waiting behind it…
      for (let i = 0; i < 3; i++) jobs.push(db.unsafe(`select sleep ${round}-${i}`).execute());
      for (let i = 0; i < 3; i++) jobs.push(db.unsafe(`select free ${round}-${i}`).execute());
      // …so that each BEGIN is pipelined as the second statement after it
      for (let i = 0; i < 3; i++)
        jobs.push(db.begin((tx) => tx.unsafe(`select tx ${round}-${i}`).then(() => `tx ${round}-${i}`)));
      outcomes.push(...(await Promise.allSettled(jobs)));
    }

    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    expect(failures).toEqual([]);
    const executed = fake.executed;
    expect(executed.filter((s) => s.text.startsWith('select tx'))).toHaveLength(15);
    // nothing outside sql.begin ran inside a transaction, and no BEGIN found one already open
    const ownStatement = (text: string) => /^(select tx|commit|rollback)/i.test(text);
    expect(executed.filter((s) => s.inTransaction && !ownStatement(s.text))).toEqual([]);
    // on each connection, a transaction holds its own statement and nothing else
    for (const connection of new Set(executed.map((s) => s.connection))) {
      const texts = executed.filter((s) => s.connection === connection).map((s) => s.text);
      texts.forEach((text, i) => {
        if (text.startsWith('select tx')) {
          expect(texts[i - 1]).toMatch(/^begin/i);
          expect(texts[i + 1]).toMatch(/^commit/i);
        }
      });
    }
    expect(fake.openTransactions()).toEqual([]);
  });

  it('keeps a connection in a transaction out of the pool when its socket drains', async () => {
    fake = await startFakePostgres({ sleepMs: 100 });
    const { port } = new URL(fake.url);
    const sockets: net.Socket[] = [];
    sql = postgres(
      fake.url,
      pipelined({
        max: 2,
        max_pipeline: 1,
        fetch_types: false,
        onnotice: () => {},
        // the driver's own sockets, so that the test can tell one it drained
        socket: () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
            sockets.push(socket);
          }),
      }),
    );
    const db = sql;
    await Promise.all([0, 1].map(() => db.unsafe('select warm').execute()));

    let others: Promise<unknown>[] = [];
    const transaction = db.begin(async (tx) => {
      await tx.unsafe('select tx first');
      // the other connection is busy, so these wait in the pool's queue…
      others = [db.unsafe('select sleep').execute(), db.unsafe('select other').execute()];
      // …when this transaction's socket reports 'drain' between two of its statements
      for (const socket of sockets) socket.emit('drain');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.unsafe('select tx second');
    });
    await transaction;
    await Promise.all(others);

    const ownStatement = (text: string) => /^(select tx|commit|rollback)/i.test(text);
    expect(fake.executed.filter((s) => s.inTransaction && !ownStatement(s.text))).toEqual([]);
    expect(fake.executed.map((s) => s.text)).toContain('select other');
    expect(fake.openTransactions()).toEqual([]);
  });
});
