// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { questionnairePaths } from '../../../../contract/questionnaire';
import { toast } from '../../../components/ui/toaster';
import { bodyOf, json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { sampleDiff, uuid, versionInfo } from '../test/fixtures';
import { PublishPanel } from './publish-panel';

vi.mock('../../../components/ui/toaster', async () => (await import('../../auth/test/harness')).toastMock());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPanel(onReloadDiff = vi.fn()) {
  const client = testQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <Providers client={client} path="/admin/versions/review">
      <Routes>
        <Route
          path="/admin/versions/review"
          element={<PublishPanel diff={sampleDiff()} onReloadDiff={onReloadDiff} />}
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </Providers>,
  );
  return { onReloadDiff, invalidate };
}

const refusal = (status: number, code: string, message: string) => () =>
  json(status, { error: { code, message } });

async function publish() {
  fireEvent.click(screen.getByRole('button', { name: 'Publish version 3' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish version 3?' });
  expect(dialog.textContent).toContain('Everyone who starts the assessment from now on answers version 3');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
  });
}

describe('PublishPanel', () => {
  it('publishes the reviewed draft and revision after one confirmation, then shows the versions', async () => {
    const fetch = stubFetch({
      [`POST ${questionnairePaths.publish}`]: () =>
        json(200, { version: versionInfo({ number: 3, status: 'published' }) }),
    });
    const { invalidate } = renderPanel();
    await publish();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/versions'));
    expect(bodyOf(fetch, 'POST', questionnairePaths.publish)).toEqual({
      draftId: sampleDiff().to.id,
      revision: 7,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Version 3 is published');
    // the admin area and the public questionnaire are refreshed
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['questionnaire'] });
  });

  it('cancelling the confirmation sends nothing', async () => {
    const fetch = stubFetch({});
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Publish version 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 3?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draft_changed: says so (toast and inline) and reloads the diff on request', async () => {
    stubFetch({
      [`POST ${questionnairePaths.publish}`]: refusal(
        409,
        'draft_changed',
        'Someone edited this draft since you reviewed it. Review the changes again, then publish.',
      ),
    });
    const { onReloadDiff } = renderPanel();
    await publish();
    const alert = await screen.findByRole('alert');
    expect(alert.dataset.problem).toBe('draft_changed');
    expect(alert.textContent).toContain('The draft changed');
    expect(alert.textContent).toContain('Review the changes again, then publish.');
    expect(toast.error).toHaveBeenCalledWith('The draft changed', expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the changes' }));
    expect(onReloadDiff).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no_draft: someone else published or discarded it; Reload refreshes the admin area', async () => {
    stubFetch({
      [`POST ${questionnairePaths.publish}`]: refusal(409, 'no_draft', 'There is no draft.'),
    });
    const { invalidate } = renderPanel();
    await publish();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The draft is gone');
    expect(alert.textContent).toContain('There is no draft.');
    invalidate.mockClear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(invalidate).toHaveBeenCalled();
  });

  it('draft_stale: offers to discard the draft, with its own confirmation', async () => {
    stubFetch({
      [`POST ${questionnairePaths.publish}`]: refusal(409, 'draft_stale', 'Version 3 was published since.'),
    });
    renderPanel();
    await publish();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A newer version was published');
    fireEvent.click(within(alert).getByRole('button', { name: 'Discard draft' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard the draft of version 3?' });
    // focus on Cancel: an Enter pressed out of habit keeps the draft
    await waitFor(() =>
      expect(document.activeElement).toBe(within(discard).getByRole('button', { name: 'Cancel' })),
    );
  });

  it.each([
    ['draft_empty', 'The draft is empty', 'Edit chapters', '/admin/chapters'],
    ['chapter_without_questions', 'A chapter has no questions', 'Edit questions', '/admin/questions'],
  ])('%s: explains it and links to the screen that fixes it', async (code, title, link, href) => {
    stubFetch({
      [`POST ${questionnairePaths.publish}`]: refusal(400, code, 'Chapter "Pricing" has no questions.'),
    });
    renderPanel();
    await publish();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain('Chapter "Pricing" has no questions.');
    expect(within(alert).getByRole('link', { name: link }).getAttribute('href')).toBe(href);
    expect(toast.error).toHaveBeenCalledWith(title, expect.anything());
  });

  it('chapter_without_questions: Edit questions opens that chapter', async () => {
    stubFetch({
      [`POST ${questionnairePaths.publish}`]: refusal(
        400,
        'chapter_without_questions',
        'The chapter “Pricing” has no questions.',
      ),
    });
    const diff = sampleDiff();
    const emptied = {
      ...diff,
      chapters: diff.chapters.map((c) => (c.title === 'Pricing' ? { ...c, questions: [] } : c)),
    };
    render(
      <Providers client={testQueryClient()}>
        <PublishPanel diff={emptied} onReloadDiff={() => {}} />
      </Providers>,
    );
    await publish();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Edit questions' }).getAttribute('href')).toBe(
      `/admin/questions?chapter=${uuid(4)}`,
    );
  });

  it('draft_unchanged: nothing to publish, no action offered', async () => {
    stubFetch({
      [`POST ${questionnairePaths.publish}`]: refusal(400, 'draft_unchanged', 'Nothing changed.'),
    });
    renderPanel();
    await publish();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing to publish');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('another failure: the generic title and the server message; the page stays', async () => {
    stubFetch({
      [`POST ${questionnairePaths.publish}`]: refusal(500, 'data_layer_error', 'Failed to publish'),
    });
    renderPanel();
    await publish();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to publish the draft');
    expect(alert.textContent).toContain('Failed to publish');
    expect(screen.getByTestId('where').textContent).toBe('/admin/versions/review');
  });

  it('cannot publish a draft that changes nothing', () => {
    stubFetch({});
    const client = testQueryClient();
    render(
      <Providers client={client}>
        <PublishPanel diff={{ ...sampleDiff(), changed: false }} onReloadDiff={() => {}} />
      </Providers>,
    );
    expect((screen.getByRole('button', { name: 'Publish version 3' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
