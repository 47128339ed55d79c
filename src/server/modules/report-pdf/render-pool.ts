import { Piscina } from 'piscina';
import { type RenderPacer, renderPacer } from './render-pacing';
import type { RenderThreadData } from './render-worker';
import type { ReportTask } from './report-task';
import type { ThreadScheduling } from './thread-priority';

/**
 * Threads that render PDFs, per server process. One: a report takes a few hundred ms of CPU, and the
 * thread that answers every other request keeps its core (a cluster runs one process per core already).
 */
export const RENDER_THREADS = 1;
/** Reports that may wait for a thread; more are refused (503) rather than queued for ever. */
export const RENDER_QUEUE = 16;
/** An idle thread ends after this; the next report starts one again (fonts and all, about 0.3 s). */
const IDLE_MS = 10 * 60_000;
/**
 * Render threads run at a lower CPU priority than the thread answering requests (Linux, macOS); on Linux
 * they are also in the SCHED_IDLE class (thread-priority.ts), which takes precedence over nice.
 */
const LOW_PRIORITY_NICE = 19;

/** Every thread is busy and the queue is full: the caller answers 503 and the client tries later. */
export class RenderQueueFull extends Error {
  constructor() {
    super('every PDF render thread is busy and the queue is full');
  }
}

export type RenderPool = {
  /** the report's PDF, made on a pool thread; rejects with RenderQueueFull when the queue is full */
  render(task: ReportTask): Promise<Buffer>;
  /** a render thread's Linux scheduling policy and nice value (null elsewhere), for checks; starts one */
  threadScheduling(): Promise<ThreadScheduling | null>;
  /** lets running renders finish, then ends the threads */
  close(): Promise<void>;
};

/**
 * The thread's module: the bundled report-pdf-worker.js beside the built server (scripts/build-server.mjs),
 * or the TypeScript source through tsx when the server runs from src/ (tsx, vitest).
 */
function workerFile(): string {
  return import.meta.url.endsWith('.ts')
    ? new URL('./render-worker-tsx.mjs', import.meta.url).href
    : new URL('./report-pdf-worker.js', import.meta.url).href;
}

/**
 * A pool of render threads, started on the first report (most processes never make one). With
 * `lowPriority` (the default) its threads take only CPU time nobody else wants, and while the thread
 * answering requests is busy reports start spaced out (render-pacing.ts).
 */
export function renderPool({
  threads = RENDER_THREADS,
  queue = RENDER_QUEUE,
  lowPriority = true,
  pacer = lowPriority ? renderPacer() : null,
}: {
  threads?: number;
  queue?: number;
  lowPriority?: boolean;
  pacer?: RenderPacer | null;
} = {}): RenderPool {
  let pool: Piscina | null = null;
  let inFlight = 0;
  const started = () => {
    pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_MS,
      niceIncrement: lowPriority ? LOW_PRIORITY_NICE : 0,
      // on Linux the thread also leaves the CPU to every other thread (render-worker.ts)
      workerData: { idle: lowPriority } satisfies RenderThreadData,
    });
    return pool;
  };
  return {
    async render(task) {
      if (inFlight >= threads + queue) throw new RenderQueueFull();
      inFlight += 1;
      try {
        await pacer?.admit();
        const pdf: Uint8Array = await started().run(task);
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      } finally {
        inFlight -= 1;
      }
    },
    threadScheduling() {
      return started().run(null, { name: 'threadSchedulingInWorker' });
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.close();
    },
  };
}
