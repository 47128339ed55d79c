import { describe, expect, it } from 'vitest';
import { writeBatcher } from './write-batcher';

type Item = { key: string; value: number };

/** A batcher over a fake statement that records each batch and answers when told to. */
function harness(options: { maxInFlight: number; maxBatch?: number; failsAll?: (e: unknown) => boolean }) {
  const batches: Item[][] = [];
  const open: { batch: Item[]; finish(fail?: unknown): void }[] = [];
  const batcher = writeBatcher<Item, string>({
    key: (item) => item.key,
    maxInFlight: options.maxInFlight,
    maxBatch: options.maxBatch ?? 100,
    failsAll: options.failsAll,
    run(batch) {
      batches.push(batch);
      return new Promise((resolve, reject) => {
        open.push({
          batch,
          finish: (fail) => (fail ? reject(fail) : resolve(batch.map((i) => `${i.key}=${i.value}`))),
        });
      });
    },
  });
  return { batcher, batches, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('writeBatcher', () => {
  it('sends a lone write at once and what arrives while all statements run together in the next', async () => {
    const { batcher, batches, open } = harness({ maxInFlight: 1 });
    const first = batcher.write({ key: 'a', value: 1 });
    await tick();
    expect(batches).toEqual([[{ key: 'a', value: 1 }]]);
    const waiting = [batcher.write({ key: 'b', value: 2 }), batcher.write({ key: 'c', value: 3 })];
    await tick();
    expect(batches).toHaveLength(1); // the only statement is busy: they wait
    open[0]?.finish();
    expect(await first).toBe('a=1');
    await tick();
    expect(batches[1]).toEqual([
      { key: 'b', value: 2 },
      { key: 'c', value: 3 },
    ]);
    open[1]?.finish();
    expect(await Promise.all(waiting)).toEqual(['b=2', 'c=3']);
  });

  it('resolves a write only when its statement has answered', async () => {
    const { batcher, open } = harness({ maxInFlight: 2 });
    let done = false;
    const write = batcher.write({ key: 'a', value: 1 }).then(() => {
      done = true;
    });
    await tick();
    await tick();
    expect(done).toBe(false);
    open[0]?.finish();
    await write;
    expect(done).toBe(true);
  });

  it('never puts two writes of one key in a statement or in two at once, and keeps their order', async () => {
    const { batcher, batches, open } = harness({ maxInFlight: 3 });
    const writes = [
      batcher.write({ key: 's1', value: 1 }),
      batcher.write({ key: 's1', value: 2 }),
      batcher.write({ key: 's2', value: 1 }),
      batcher.write({ key: 's1', value: 3 }),
    ];
    await tick();
    // one statement with s1's first write and s2's; s1's others wait although slots are free
    expect(batches).toEqual([
      [
        { key: 's1', value: 1 },
        { key: 's2', value: 1 },
      ],
    ]);
    open[0]?.finish();
    await tick();
    expect(batches[1]).toEqual([{ key: 's1', value: 2 }]);
    open[1]?.finish();
    await tick();
    expect(batches[2]).toEqual([{ key: 's1', value: 3 }]);
    open[2]?.finish();
    expect(await Promise.all(writes)).toEqual(['s1=1', 's1=2', 's2=1', 's1=3']);
  });

  it('splits a burst at maxBatch over the free statements', async () => {
    const { batcher, batches, open } = harness({ maxInFlight: 2, maxBatch: 2 });
    const writes = ['a', 'b', 'c', 'd', 'e'].map((key) => batcher.write({ key, value: 0 }));
    await tick();
    expect(batches.map((b) => b.map((i) => i.key))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    open[0]?.finish();
    await tick();
    expect(batches[2]?.map((i) => i.key)).toEqual(['e']);
    open[1]?.finish();
    open[2]?.finish();
    await Promise.all(writes);
  });

  it('tries a failed batch again write by write, so one bad write fails alone', async () => {
    const { batcher, batches, open } = harness({ maxInFlight: 1 });
    const blocker = batcher.write({ key: 'x', value: 0 });
    await tick();
    // outcomes caught at once: a rejection nobody holds yet would be reported as unhandled
    const a = batcher.write({ key: 'a', value: 1 }).catch((e: Error) => e.message);
    const b = batcher.write({ key: 'b', value: 2 });
    await tick();
    open[0]?.finish();
    await blocker;
    await tick();
    open[1]?.finish(new Error('deadlock detected'));
    await tick();
    expect(batches[2]).toEqual([{ key: 'a', value: 1 }]);
    open[2]?.finish(new Error('bad a'));
    await tick();
    expect(batches[3]).toEqual([{ key: 'b', value: 2 }]);
    open[3]?.finish();
    await expect(a).resolves.toBe('bad a');
    await expect(b).resolves.toBe('b=2');
  });

  it("fails every write of a batch at once when the failure is everyone's", async () => {
    const down = new Error('CONNECTION_CLOSED');
    const { batcher, batches, open } = harness({ maxInFlight: 1, failsAll: (e) => e === down });
    const blocker = batcher.write({ key: 'x', value: 0 });
    await tick();
    const writes = [batcher.write({ key: 'a', value: 1 }), batcher.write({ key: 'b', value: 2 })].map((w) =>
      w.catch((e: unknown) => e),
    );
    await tick();
    open[0]?.finish();
    await blocker;
    await tick();
    open[1]?.finish(down);
    expect(await Promise.all(writes)).toEqual([down, down]);
    expect(batches).toHaveLength(2);
    // and the batcher goes on
    const after = batcher.write({ key: 'c', value: 3 });
    await tick();
    open[2]?.finish();
    await expect(after).resolves.toBe('c=3');
  });
});
