// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { questionnairePaths } from '../../../../contract/questionnaire';
import { toast } from '../../../components/ui/toaster';
import { apiPath } from '../../../lib/api-client';
import { json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { adminQuestionnaire, uuid } from '../test/fixtures';
import { ChapterStructure } from './chapter-structure';

vi.mock('../../../components/ui/toaster', async () => (await import('../../auth/test/harness')).toastMock());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderStructure() {
  render(
    <Providers client={testQueryClient()} path="/admin/chapters">
      <ChapterStructure data={adminQuestionnaire()} selectedId={undefined} onEdit={vi.fn()} />
    </Providers>,
  );
}

describe('ChapterStructure', () => {
  it('asks before removing a chapter, with focus on Cancel; Cancel keeps it, the action removes it', async () => {
    const fetch = stubFetch({});
    renderStructure();
    fireEvent.click(screen.getByRole('button', { name: 'Remove chapter 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the chapter "Self-awareness"?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();

    const removed = stubFetch({
      [`DELETE ${apiPath(questionnairePaths.chapter, { id: uuid(1) })}`]: () => json(200, { deleted: true }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove chapter 1' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the chapter "Self-awareness"?' });
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Remove chapter' }));
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Chapter removed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toHaveBeenCalledWith(
      apiPath(questionnairePaths.chapter, { id: uuid(1) }),
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
