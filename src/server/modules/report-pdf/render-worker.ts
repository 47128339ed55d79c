import { type ReportInput, renderReportPdf } from './render';

/**
 * A render pool thread's task (render-pool.ts): the report's PDF from plain data. Fonts are loaded once
 * per thread and kept, as on the main thread before.
 */
export default function renderInWorker(input: ReportInput): Promise<Uint8Array> {
  return renderReportPdf(input);
}
