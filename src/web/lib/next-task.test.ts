import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks and the timers already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const waited = nextTask().then(() => order.push('after nextTask'));
    queueMicrotask(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'task queued before', 'after nextTask']);
  });
});
