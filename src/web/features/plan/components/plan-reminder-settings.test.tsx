// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanList } from '../../../../contract/plans';
import { Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { planKeys } from '../api/plan-api';
import { PlanReminderSettings } from './plan-reminder-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLAN_ID = '22222222-2222-4222-8222-222222222222';
const list = {
  plans: [{ id: PLAN_ID, resultCompletedAt: '2026-11-01T10:00:00.000Z', remindersEnabled: true }],
} as unknown as PlanList;

describe('the account switch of a plan’s reminders', () => {
  it('shows the choice in the click’s own render, and holds it while the server answers', async () => {
    stubFetch({
      // the server has not answered yet
      [`PUT /api/me/plans/${PLAN_ID}/reminders`]: () => new Promise<Response>(() => {}),
    });
    const client = testQueryClient();
    // the list as loaded: no fetch of it in this test
    client.setQueryDefaults(planKeys.list, { staleTime: Number.POSITIVE_INFINITY });
    client.setQueryData(planKeys.list, list);
    render(
      <Providers client={client}>
        <PlanReminderSettings />
      </Providers>,
    );
    const box = (await screen.findByRole('checkbox')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    // no await: a controlled box that waited for the mutation's state would be put back first
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(box.checked).toBe(false);
  });
});
