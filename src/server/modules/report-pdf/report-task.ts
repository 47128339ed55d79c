import type { ReportInput } from './render';

/**
 * A report's input as it crosses to the render thread: its JSON, made once on the thread answering
 * requests for the cache's key too, and the moment it was asked for. A string is copied to the thread
 * as it is; an object graph (the result view with every chapter, question and insight) is walked
 * property by property by the structured clone and built again, on the thread answering requests.
 */
export type ReportTask = {
  /** the input without `generatedAt`, as JSON (it is JSON's data: the API's own views) */
  json: string;
  /** `generatedAt`, ISO 8601 */
  generatedAt: string;
};

export function reportTask(input: ReportInput): ReportTask {
  const { generatedAt, ...shown } = input;
  return { json: JSON.stringify(shown), generatedAt: generatedAt.toISOString() };
}

/** The input again, on the render thread. */
export function reportInputOf(task: ReportTask): ReportInput {
  return {
    ...(JSON.parse(task.json) as Omit<ReportInput, 'generatedAt'>),
    generatedAt: new Date(task.generatedAt),
  };
}
