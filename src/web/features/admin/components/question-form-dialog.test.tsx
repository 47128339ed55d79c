// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminQuestion } from '../../../../contract/admin';
import { bodyOf, json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { adminQuestion, uuid } from '../../questionnaire-authoring/test/fixtures';
import { adminCopy } from '../copy';
import { QuestionFormDialog } from './question-form-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const copy = adminCopy.questions;
const chapterId = uuid(1);
const existing = (overrides: Partial<AdminQuestion> = {}) =>
  adminQuestion({ id: uuid(11), chapterId, text: 'I know my strengths.', ...overrides });
const questionUrl = `/api/admin/questions/${uuid(11)}`;

function renderDialog(question: AdminQuestion | null) {
  const fetchMock = stubFetch({
    'POST /api/admin/questions': ({ body }) =>
      json(200, existing({ ...(body as Partial<AdminQuestion>), id: uuid(12) })),
    [`PATCH ${questionUrl}`]: ({ body }) => json(200, existing(body as Partial<AdminQuestion>)),
  });
  const onClose = vi.fn();
  render(
    <Providers client={testQueryClient()} path="/admin/questions">
      <QuestionFormDialog open chapterId={chapterId} question={question} onClose={onClose} />
    </Providers>,
  );
  const dialog = screen.getByRole('dialog', { name: question ? copy.editTitle : copy.createTitle });
  const raters = within(dialog).getByRole('group', { name: copy.raters });
  const box = (name: string) => within(raters).getByRole('checkbox', { name }) as HTMLInputElement;
  return { fetchMock, onClose, dialog, raters, box };
}

const ticked = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .filter((input) => (input as HTMLInputElement).checked)
    .map((input) => input.getAttribute('value'));

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('QuestionFormDialog: doesn’t apply and raters asked', () => {
  it('shows a question asked of every rater with every box ticked, and sends null for them', async () => {
    const { fetchMock, onClose, dialog, raters } = renderDialog(existing());
    expect(ticked(raters)).toEqual([
      'co-founder',
      'team-member',
      'investor-or-board',
      'mentor-or-peer',
      'other',
    ]);
    const notApplicable = within(dialog).getByRole('checkbox', {
      name: copy.notApplicable,
    }) as HTMLInputElement;
    expect(notApplicable.checked).toBe(false);
    save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'PATCH', questionUrl)).toMatchObject({
      notApplicableAllowed: false,
      raterRelationships: null,
    });
  });

  it('shows a restricted question as saved, and sends the ticked ones in the list’s order', async () => {
    const { fetchMock, onClose, dialog, raters, box } = renderDialog(
      existing({ notApplicableAllowed: true, raterRelationships: ['team-member'] }),
    );
    expect(ticked(raters)).toEqual(['team-member']);
    expect(
      (within(dialog).getByRole('checkbox', { name: copy.notApplicable }) as HTMLInputElement).checked,
    ).toBe(true);
    // ticked after team member, sent before it
    fireEvent.click(box('Co-founder'));
    save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'PATCH', questionUrl)).toMatchObject({
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
    });
  });

  it('refuses none ticked with a message on the group, and saves once one is ticked again', async () => {
    const { fetchMock, onClose, dialog, raters, box } = renderDialog(existing());
    for (const name of ['Co-founder', 'Team member', 'Investor or board member', 'Mentor or peer', 'Other'])
      fireEvent.click(box(name));
    expect(ticked(raters)).toEqual([]);
    save(dialog);
    const message = await within(dialog).findByText(copy.ratersNone);
    expect(raters.getAttribute('aria-describedby')).toContain(message.parentElement?.id);
    expect(raters.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(box('Mentor or peer'));
    save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'PATCH', questionUrl)).toMatchObject({ raterRelationships: ['mentor-or-peer'] });
    expect(within(dialog).queryByText(copy.ratersNone)).toBeNull();
  });

  it('creates a question with doesn’t apply ticked and every rater (null)', async () => {
    const { fetchMock, onClose, dialog } = renderDialog(null);
    fireEvent.change(within(dialog).getByLabelText('Question'), {
      target: { value: 'I tell my team what I got wrong.' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: copy.notApplicable }));
    save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'POST', '/api/admin/questions')).toMatchObject({
      chapterId,
      text: 'I tell my team what I got wrong.',
      notApplicableAllowed: true,
      raterRelationships: null,
    });
  });

  it('has the style guide beside the form, and above it in a closed details element', () => {
    const { dialog } = renderDialog(null);
    const aside = within(dialog).getByRole('complementary', { name: copy.styleGuide.title });
    expect(within(aside).getAllByRole('listitem')).toHaveLength(copy.styleGuide.bullets.length);
    expect(within(aside).getByText('{name}').tagName).toBe('CODE');
    const details = dialog.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe(copy.styleGuide.title);
  });
});
