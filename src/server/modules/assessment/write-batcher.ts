/**
 * Groups concurrent writes into one database statement each. Every statement commits on its own (with
 * PostgreSQL's default synchronous commit each one waits for its WAL flush) and holds a pool connection
 * until then, so one answer per statement caps the answers per second at connections ÷ flush time. Here
 * at most `maxInFlight` statements run at once; what arrives meanwhile waits for the next free one and
 * goes with the others that waited. Nothing waits while a statement could start: a lone write goes at
 * once (after the current turn of the event loop, which gathers the writes read in the same turn).
 * Every caller gets its own outcome only when the statement that carried its write has answered
 * (committed or failed), so nothing is acknowledged before it is durable.
 *
 * Writes with the same key never share a statement or run in two at once (they go one after the other,
 * in the order they came): one answer per session and statement keeps each one's count exact and never
 * lets a statement upsert the same row twice.
 */
export type WriteBatcher<T, R> = {
  write(item: T): Promise<R>;
};

export type WriteBatcherOptions<T, R> = {
  /** runs one statement for the batch; answers one outcome per item, in the batch's order */
  run(batch: T[]): Promise<R[]>;
  key(item: T): string;
  maxInFlight: number;
  maxBatch: number;
  /**
   * A failed batch of several is tried again item by item (one bad write must not fail the others),
   * unless this says the failure is everyone's (the database is away): then every item gets it.
   */
  failsAll?(error: unknown): boolean;
};

type Pending<T, R> = { item: T; key: string; resolve(value: R): void; reject(error: unknown): void };

export function writeBatcher<T, R>(options: WriteBatcherOptions<T, R>): WriteBatcher<T, R> {
  const queue: Pending<T, R>[] = [];
  const busyKeys = new Set<string>();
  let inFlight = 0;
  let scheduled = false;

  async function runOne(p: Pending<T, R>) {
    try {
      const [outcome] = await options.run([p.item]);
      p.resolve(outcome as R);
    } catch (error) {
      p.reject(error);
    }
  }

  async function runBatch(batch: Pending<T, R>[]) {
    try {
      if (batch.length === 1) return await runOne(batch[0] as Pending<T, R>);
      let outcomes: R[];
      try {
        outcomes = await options.run(batch.map((p) => p.item));
      } catch (error) {
        if (options.failsAll?.(error)) {
          for (const p of batch) p.reject(error);
          return;
        }
        for (const p of batch) await runOne(p);
        return;
      }
      batch.forEach((p, i) => {
        p.resolve(outcomes[i] as R);
      });
    } finally {
      inFlight--;
      for (const p of batch) busyKeys.delete(p.key);
      pump();
    }
  }

  function pump() {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch: Pending<T, R>[] = [];
      const keys = new Set<string>();
      for (let i = 0; i < queue.length && batch.length < options.maxBatch; ) {
        const p = queue[i] as Pending<T, R>;
        if (busyKeys.has(p.key) || keys.has(p.key)) {
          i++;
          continue;
        }
        keys.add(p.key);
        batch.push(p);
        queue.splice(i, 1);
      }
      if (batch.length === 0) return; // all waiting writes wait for their key
      inFlight++;
      for (const k of keys) busyKeys.add(k);
      void runBatch(batch);
    }
  }

  return {
    write(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, key: options.key(item), resolve, reject });
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          pump();
        });
      });
    },
  };
}
