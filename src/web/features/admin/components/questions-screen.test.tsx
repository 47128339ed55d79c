// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { adminQuestionnaire } from '../../questionnaire-authoring/test/fixtures';
import { adminKeys } from '../api/keys';
import { QuestionsScreen } from './questions-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuestionsScreen', () => {
  it('asks before deleting a question, with focus on Cancel', async () => {
    stubFetch({});
    const client = testQueryClient();
    client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
    client.setQueryData(adminKeys.questionnaire(), adminQuestionnaire());
    render(
      <Providers client={client} path="/admin/questions">
        <QuestionsScreen />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(within(dialog).getByText('I know my strengths.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
  });
});
