// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChapterDiff, QuestionDiff } from '../../../../contract/questionnaire';
import { sampleDiff, uuid } from '../test/fixtures';
import { DiffView } from './diff-view';

afterEach(cleanup);

const chapter = (name: string) => screen.getByRole('article', { name });
const badges = (element: HTMLElement) =>
  [...element.querySelectorAll('span.rounded-full')].map((badge) => badge.textContent);

describe('DiffView', () => {
  it('sums up the draft against the published version', () => {
    render(<DiffView diff={sampleDiff()} />);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Draft version 3 compared with published version 2');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 chapter added',
      '1 chapter removed',
      '2 chapters changed',
      '2 questions added',
      '3 questions removed',
      '2 questions changed',
    ]);
  });

  it('shows a reworded and reordered question before → after, and new labels', () => {
    render(<DiffView diff={sampleDiff()} />);
    const first = chapter('1. Self-awareness');
    expect(badges(first)).toContain('Changed');
    const items = within(first).getAllByRole('listitem');
    // only the changed questions, not the unchanged one
    expect(items).toHaveLength(2);
    const [reworded, labels] = items as [HTMLElement, HTMLElement];
    expect(badges(reworded)).toEqual(['Reworded', 'Reordered']);
    expect(reworded.textContent).toContain('Place 2 → 1');
    expect(reworded.querySelector('del')?.textContent).toBe('I know my strengths.');
    expect(reworded.querySelector('ins')?.textContent).toBe('I can name my three biggest strengths.');
    // the text change is the question itself, not listed again as a field
    expect(within(reworded).queryByText('Question')).toBeNull();

    expect(badges(labels)).toEqual(['Labels']);
    expect(within(labels).getByText('Left label (1)')).toBeTruthy();
    expect(labels.querySelector('del')?.textContent).toBe('(empty)');
    expect(labels.querySelector('ins')?.textContent).toBe('Never');
    expect(screen.queryByText('Unchanged one')).toBeNull();
  });

  it('shows added and removed questions, chapter texts and custom content of a chapter', () => {
    render(<DiffView diff={sampleDiff()} />);
    const second = chapter('2. Resilience');
    const texts = within(second).getByRole('region', { name: 'Chapter texts: Resilience' });
    expect(within(texts).getByText('Quote')).toBeTruthy();
    expect(within(texts).getByText('“Fall seven times, stand up eight.”').tagName).toBe('INS');
    expect(within(texts).getByText('Core strength · Your Zone of Genius')).toBeTruthy();
    expect(within(texts).getByText('You recover fast.').tagName).toBe('INS');

    const questions = within(second).getByRole('region', { name: 'Questions: Resilience' });
    const [added, removed] = within(questions).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(badges(added)).toEqual(['Added']);
    expect(within(added).getByText('I rest before I am exhausted.').tagName).toBe('INS');
    expect(badges(removed)).toEqual(['Removed']);
    expect(within(removed).getByText('I never give up.').tagName).toBe('DEL');
    expect(removed.textContent).toContain('old answers and results keep it');
  });

  it('shows added and removed chapters with their questions', () => {
    render(<DiffView diff={sampleDiff()} />);
    const added = chapter('3. Pricing');
    expect(badges(added)).toContain('Chapter added');
    expect(within(added).getByText('I raise prices when value grows.')).toBeTruthy();

    // a removed chapter is named by its old place
    const removed = chapter('3. Focus');
    expect(badges(removed)).toContain('Chapter removed');
    expect(removed.textContent).toContain('Its 2 questions are retired from the next version');
    expect(within(removed).getByText('I say no.').tagName).toBe('DEL');
    expect(within(removed).getByText('I batch work.').tagName).toBe('DEL');
  });

  it('lists unchanged chapters only on request', () => {
    render(<DiffView diff={sampleDiff()} />);
    expect(screen.queryByRole('article', { name: '4. Hiring' })).toBeNull();
    expect(screen.queryByText('4. Hiring')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show 1 unchanged chapter' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText('4. Hiring')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Hide unchanged chapters' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('says when the draft is the same as the published version', () => {
    const diff = sampleDiff();
    render(
      <DiffView
        diff={{
          ...diff,
          changed: false,
          chapters: diff.chapters.filter(
            (c) => c.status === 'unchanged' && c.questions.every((q) => q.status === 'unchanged'),
          ),
        }}
      />,
    );
    expect(screen.getByText(/The draft is the same as version 2: there is nothing to publish/)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('names a chapter that was reordered, not one merely shifted by a removal', () => {
    const diff = sampleDiff();
    const moved = diff.chapters.map((c) =>
      c.title === 'Resilience' ? { ...c, positionBefore: 2, positionAfter: 1, reordered: true } : c,
    );
    render(<DiffView diff={{ ...diff, chapters: moved }} />);
    expect(badges(chapter('1. Resilience'))).toContain('Moved from place 2 to place 1');
    // Hiring went from 5 to 4 because Focus was removed: not a change of its own
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 unchanged chapter' }));
    expect(screen.getByText('4. Hiring')).toBeTruthy();
  });

  it('shows a question moved to another chapter in both chapters', () => {
    const diff = sampleDiff();
    const [first, second, ...rest] = diff.chapters as [ChapterDiff, ChapterDiff, ...ChapterDiff[]];
    const movedQuestion: QuestionDiff = {
      questionId: uuid(14),
      status: 'changed',
      changes: ['moved'],
      movedFrom: first.chapterId,
      positionBefore: 3,
      positionAfter: 4,
      textBefore: 'I journal every week.',
      textAfter: 'I journal every week.',
      fields: [],
    };
    render(
      <DiffView
        diff={{
          ...diff,
          chapters: [first, { ...second, questions: [...second.questions, movedQuestion] }, ...rest],
        }}
      />,
    );
    const into = within(chapter('2. Resilience'))
      .getByText('I journal every week.')
      .closest('li') as HTMLElement;
    expect(badges(into)).toEqual(['Moved from Self-awareness']);
    const outOf = within(chapter('1. Self-awareness'))
      .getByText('I journal every week.')
      .closest('li') as HTMLElement;
    expect(badges(outOf)).toEqual(['Moved to Resilience']);
  });

  it('warns about a chapter left without questions', () => {
    const diff = sampleDiff();
    const emptied = diff.chapters.map((c) =>
      c.title === 'Pricing'
        ? { ...c, questions: [] }
        : c.title === 'Resilience'
          ? { ...c, questions: c.questions.filter((q) => q.status === 'removed') }
          : c,
    );
    render(<DiffView diff={{ ...diff, chapters: emptied }} />);
    const warning = /This chapter has no questions: add some, or remove the chapter/;
    expect(within(chapter('3. Pricing')).getByText(warning)).toBeTruthy();
    expect(within(chapter('3. Pricing')).queryByText('No question changes.')).toBeNull();
    // its removed question is still listed
    expect(within(chapter('2. Resilience')).getByText(warning)).toBeTruthy();
    expect(within(chapter('2. Resilience')).getByText('I never give up.').tagName).toBe('DEL');
    expect(within(chapter('1. Self-awareness')).queryByText(warning)).toBeNull();
  });

  it('names an area change by the area', () => {
    const diff = sampleDiff();
    const [first, ...rest] = diff.chapters as [ChapterDiff, ...ChapterDiff[]];
    render(
      <DiffView
        diff={{
          ...diff,
          chapters: [{ ...first, fields: [{ field: 'area', before: 'inner', after: 'outer' }] }, ...rest],
        }}
      />,
    );
    const texts = within(chapter('1. Self-awareness')).getByRole('region', {
      name: 'Chapter texts: Self-awareness',
    });
    expect(within(texts).getByText('Inner game').tagName).toBe('DEL');
    expect(within(texts).getByText('Outer game').tagName).toBe('INS');
  });
});
