// The pool thread's entry while the server runs from TypeScript (tsx, vitest): a worker thread starts
// as plain Node, so it loads render-worker.ts through tsx's loader. The built server runs the bundled
// report-pdf-worker.js instead (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
const worker = await import('./render-worker.ts');
export default worker.default;
export const threadSchedulingInWorker = worker.threadSchedulingInWorker;
