import { describe, expect, it } from 'vitest';
import type { ResultView } from '../../../contract/assessment';
import type { ReportInput } from './render';
import { reportCache, reportKey } from './report-cache';

const view = { sessionId: '00000000-0000-4000-8000-000000000001', overall: 3.2 } as ResultView;
const input = (extra: Partial<ReportInput> = {}): ReportInput => ({
  view,
  firstName: 'Sam',
  plan: null,
  radar: null,
  feedback: null,
  howOthersSeeYou: null,
  generatedAt: new Date(2026, 2, 2, 9, 0),
  ...extra,
});

describe('the report cache', () => {
  it('keys a report by what it shows: the day it was made, not the moment', () => {
    expect(reportKey(input({ generatedAt: new Date(2026, 2, 2, 17, 30) }))).toBe(reportKey(input()));
    expect(reportKey(input({ generatedAt: new Date(2026, 2, 3, 9, 0) }))).not.toBe(reportKey(input()));
    expect(reportKey(input({ firstName: 'Samira' }))).not.toBe(reportKey(input()));
  });

  it('renders a report once, also for requests that arrive while it is being made', async () => {
    const cache = reportCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return Buffer.from(`pdf ${renders}`);
    };
    const [a, b] = await Promise.all([cache.get(input(), render), cache.get(input(), render)]);
    expect(await cache.get(input({ generatedAt: new Date(2026, 2, 2, 18, 0) }), render)).toBe(a);
    expect(b).toBe(a);
    expect(renders).toBe(1);
    expect((await cache.get(input({ firstName: 'Samira' }), render)).toString()).toBe('pdf 2');
  });

  it('keeps no failed render: the next request tries again', async () => {
    const cache = reportCache();
    await expect(cache.get(input(), () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect((await cache.get(input(), async () => Buffer.from('made'))).toString()).toBe('made');
  });

  it('holds no more than its byte budget, dropping the least recently used', async () => {
    const cache = reportCache(10);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return Buffer.alloc(6);
    };
    await cache.get(input({ firstName: 'A' }), render);
    await cache.get(input({ firstName: 'B' }), render);
    await cache.get(input({ firstName: 'A' }), render);
    expect(renders).toBe(3);
  });
});
