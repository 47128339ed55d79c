import { workerData } from 'piscina';
import { renderReportPdf } from './render';
import { type ReportTask, reportInputOf } from './report-task';
import { idleThisThread, type ThreadScheduling, threadScheduling } from './thread-priority';

/** What render-pool.ts tells its threads. */
export type RenderThreadData = { idle: boolean };

// the thread takes only CPU time nobody else wants (render-pool.ts); else it keeps piscina's nice value
if ((workerData as RenderThreadData | undefined)?.idle) idleThisThread();

/**
 * A render pool thread's task (render-pool.ts): the report's PDF from its input as JSON (report-task.ts).
 * Fonts are loaded once per thread and kept, and so are the words laid out with them (layout-cache.ts).
 */
export default function renderInWorker(task: ReportTask): Promise<Uint8Array> {
  return renderReportPdf(reportInputOf(task));
}

/** This thread's scheduling, for checks (render-pool.ts `threadScheduling`). */
export function threadSchedulingInWorker(): ThreadScheduling | null {
  return threadScheduling();
}
