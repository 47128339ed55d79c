// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planCopy } from '../../../../content/plan-copy';
import type { Plan, PlanResponse } from '../../../../contract/plans';
import { PLAN_MESSAGES } from '../../../../domain/plan-rules';
import { bodyOf, json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import PlanSection from './plan-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RESULT_ID = '11111111-1111-4111-8111-111111111111';
const PLAN_ID = '22222222-2222-4222-8222-222222222222';
const ACTION_ID = '33333333-3333-4333-8333-333333333333';
const QUESTION_ID = '44444444-4444-4444-8444-444444444444';
const CHAPTER_ID = '55555555-5555-4555-8555-555555555555';
const PLAN = `/api/me/results/${RESULT_ID}/plan`;

const suggestions: PlanResponse['suggestions'] = [
  {
    key: QUESTION_ID,
    source: 'question',
    text: 'Say no to one meeting a week',
    questionId: QUESTION_ID,
    chapterId: CHAPTER_ID,
    chapterTitle: 'Focus',
    questionText: 'I protect my time',
    value: 1,
  },
  {
    key: `path:${CHAPTER_ID}:0`,
    source: 'improvement-path',
    text: 'Write a weekly note',
    questionId: null,
    chapterId: CHAPTER_ID,
    chapterTitle: 'Focus',
    questionText: null,
    value: null,
  },
];

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: PLAN_ID,
  resultId: RESULT_ID,
  resultCompletedAt: '2026-11-01T10:00:00.000Z',
  startedAt: '2026-11-02T10:00:00.000Z',
  remindersEnabled: true,
  remindersStoppedAt: null,
  reminders: [],
  actions: [
    {
      id: ACTION_ID,
      position: 1,
      text: 'Say no to one meeting a week',
      questionId: QUESTION_ID,
      chapterId: CHAPTER_ID,
      targetDate: null,
      doneAt: null,
    },
  ],
  ...overrides,
});

function renderSection() {
  render(
    <Providers client={testQueryClient()}>
      <PlanSection result={{ id: RESULT_ID, emailVerified: true }} />
    </Providers>,
  );
  return screen.getByRole('region', { name: planCopy.sectionTitle });
}

describe('the plan section', () => {
  it('without a plan: the editor picks a suggestion, keeps reminders off unless chosen, and saves', async () => {
    const fetch = stubFetch({
      [`GET ${PLAN}`]: () => json(200, { plan: null, suggestions }),
      [`PUT ${PLAN}`]: () => json(201, { plan: plan({ remindersEnabled: false }) }),
      'GET /api/me/plans': () => json(200, { plans: [] }),
    });
    const section = renderSection();
    fireEvent.click(await within(section).findByRole('button', { name: planCopy.start }));
    const dialog = await screen.findByRole('dialog', { name: planCopy.editor.title });
    fireEvent.click(within(dialog).getByRole('button', { name: `Add: ${suggestions[0]?.text}` }));
    expect(within(dialog).getByRole('button', { name: `Added: ${suggestions[0]?.text}` })).toBeTruthy();
    const reminders = within(dialog).getByRole('checkbox', { name: planCopy.editor.remindersLabel });
    expect((reminders as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: planCopy.editor.save }));
    await within(section).findByText(planCopy.reminders.off);
    expect(bodyOf(fetch, 'PUT', PLAN)).toEqual({
      actions: [
        {
          text: 'Say no to one meeting a week',
          questionId: QUESTION_ID,
          chapterId: CHAPTER_ID,
          targetDate: null,
        },
      ],
      remindersEnabled: false,
    });
  });

  it('shows the rule broken before sending: an action too short', async () => {
    const fetch = stubFetch({
      [`GET ${PLAN}`]: () => json(200, { plan: null, suggestions }),
      'GET /api/me/plans': () => json(200, { plans: [] }),
    });
    const section = renderSection();
    fireEvent.click(await within(section).findByRole('button', { name: planCopy.start }));
    const dialog = await screen.findByRole('dialog', { name: planCopy.editor.title });
    fireEvent.click(within(dialog).getByRole('button', { name: planCopy.editor.addOwn }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: planCopy.editor.actionLabel(1) }), {
      target: { value: 'ab' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: planCopy.editor.save }));
    expect(await within(dialog).findByText(PLAN_MESSAGES.textTooShort)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('with a plan: marks an action done, and turns reminders off', async () => {
    const fetch = stubFetch({
      [`GET ${PLAN}`]: () => json(200, { plan: plan(), suggestions }),
      'GET /api/me/plans': () => json(200, { plans: [] }),
      [`PATCH /api/me/plans/${PLAN_ID}/actions/${ACTION_ID}`]: () =>
        json(200, {
          plan: plan({ actions: plan().actions.map((a) => ({ ...a, doneAt: '2026-11-20T10:00:00.000Z' })) }),
        }),
      [`PUT /api/me/plans/${PLAN_ID}/reminders`]: () =>
        json(200, { plan: plan({ remindersEnabled: false }) }),
    });
    const section = renderSection();
    const box = await within(section).findByRole('checkbox', { name: /Say no to one meeting a week/ });
    fireEvent.click(box);
    expect(await within(section).findByText(planCopy.doneCount(1, 1))).toBeTruthy();
    expect(bodyOf(fetch, 'PATCH', `/api/me/plans/${PLAN_ID}/actions/${ACTION_ID}`)).toEqual({ done: true });
    fireEvent.click(within(section).getByRole('button', { name: planCopy.reminders.turnOff }));
    expect(await within(section).findByText(planCopy.reminders.off)).toBeTruthy();
    expect(bodyOf(fetch, 'PUT', `/api/me/plans/${PLAN_ID}/reminders`)).toEqual({ enabled: false });
  });
});
