import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './render';
import { renderPool } from './render-pool';
import { reportTask } from './report-task';
import { smallReportInput } from './test-report-input';
import { linuxThreadId, SCHED_IDLE, schedulingOf } from './thread-priority';

/** The render pool's threads on Linux: they take only CPU time that no other thread wants. */
describe.runIf(process.platform === 'linux')('the render threads’ CPU priority', () => {
  it('renders on a thread in the SCHED_IDLE class at nice 19; the thread answering requests stays normal', async () => {
    const pool = renderPool({ lowPriority: true });
    try {
      const pdf = await pool.render(reportTask(smallReportInput()));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const thread = await pool.threadScheduling();
      expect(thread).toMatchObject({ policy: SCHED_IDLE, nice: 19 });
      // the thread is one of this process's, and not this one
      expect(thread?.tid).not.toBe(linuxThreadId());
      expect(schedulingOf(thread?.tid ?? 0)?.policy).toBe(SCHED_IDLE);
      expect(schedulingOf(linuxThreadId() ?? 0)?.policy).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('leaves the thread in the normal class when asked to (tests on a busy machine)', async () => {
    const pool = renderPool({ lowPriority: false });
    try {
      expect(await pool.threadScheduling()).toMatchObject({ policy: 0, nice: 0 });
    } finally {
      await pool.close();
    }
  });
});

describe('a report made on a render thread', () => {
  it('is the report made from the same input on this thread, byte for byte (its input crosses as JSON)', async () => {
    const input = smallReportInput({
      firstName: 'Zoë',
      plan: {
        id: '00000000-0000-4000-8000-000000000010',
        resultId: '00000000-0000-4000-8000-000000000001',
        resultCompletedAt: '2026-01-05T10:00:00.000Z',
        startedAt: '2026-01-06T08:00:00.000Z',
        remindersEnabled: true,
        remindersStoppedAt: null,
        reminders: [],
        actions: [
          {
            id: '00000000-0000-4000-8000-000000000011',
            position: 1,
            text: 'Call ten customers, and write down what they say',
            questionId: null,
            chapterId: null,
            targetDate: '2026-02-01',
            doneAt: null,
          },
        ],
      },
    });
    const pool = renderPool({ lowPriority: false });
    try {
      const made = await pool.render(reportTask(input));
      expect(made.equals(await renderReportPdf(input))).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
