import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { formatLongDate } from '../../../domain/dates';
import type { ReportInput } from './render';
import { type ReportTask, reportTask } from './report-task';

/** Memory the cached PDFs may take per process (a report is 50 to 300 KB). */
export const REPORT_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The key of a report: a hash of everything it is made from. The result never changes, but its plan,
 * benchmarks and others' view may; a new hash for each of those makes a new PDF, never a stale one.
 */
export function reportKey(input: ReportInput | ReportTask): string {
  const task = 'json' in input ? input : reportTask(input);
  // the report prints the day it was made, not the moment: asked again the same day, it is the same report
  return createHash('sha256')
    .update(task.json)
    .update(`\n${formatLongDate(task.generatedAt)}`)
    .digest('base64url');
}

export type ReportCache = {
  /**
   * The cached PDF for the input, else `render`'s of the input as a task (its JSON, made once for the
   * key and the render thread); requests for a report being made share its render.
   */
  get(input: ReportInput, render: (task: ReportTask) => Promise<Buffer>): Promise<Buffer>;
};

export function reportCache(maxBytes = REPORT_CACHE_BYTES): ReportCache {
  const made = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (pdf) => pdf.length });
  const making = new Map<string, Promise<Buffer>>();
  return {
    get(input, render) {
      const task = reportTask(input);
      const key = reportKey(task);
      const cached = made.get(key) ?? making.get(key);
      if (cached) return Promise.resolve(cached);
      const rendering = render(task)
        .then((pdf) => {
          made.set(key, pdf);
          return pdf;
        })
        .finally(() => making.delete(key));
      making.set(key, rendering);
      return rendering;
    },
  };
}
