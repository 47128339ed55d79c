// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminQuestion } from '../../../../contract/admin';
import { QuestionList } from './question-list';

afterEach(cleanup);

const question = (n: number): AdminQuestion => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  chapterId: '00000000-0000-4000-8000-000000000000',
  position: n,
  text: `Question ${n}`,
  observerText: null,
  observerLeftLabel: null,
  observerRightLabel: null,
  leftLabel: null,
  rightLabel: null,
  insightLow: null,
  insightMedium: null,
  insightHigh: null,
  notApplicableAllowed: false,
  raterRelationships: null,
  updatedAt: new Date(0).toISOString(),
});

/** The list as the screen uses it: each reported order becomes the new list. */
function Harness({ onReorder }: { onReorder: (ids: string[]) => void }) {
  const [questions, setQuestions] = useState([question(1), question(2), question(3)]);
  return (
    <QuestionList
      chapterTitle="Self-awareness"
      questions={questions}
      onReorder={(ids) => {
        onReorder(ids);
        setQuestions(
          ids.map((id, i) => ({ ...(questions.find((q) => q.id === id) as AdminQuestion), position: i + 1 })),
        );
      }}
      onEdit={() => {}}
      onDelete={() => {}}
    />
  );
}

const texts = () => screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
const id = (n: number) => question(n).id;

describe('QuestionList keyboard reordering', () => {
  it('moves with the arrow keys on a handle, keeps focus on it and announces the place', () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: /^Reorder question 2:/ });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(onReorder).toHaveBeenLastCalledWith([id(2), id(1), id(3)]);
    expect(texts()).toEqual(['Question 2', 'Question 1', 'Question 3']);
    const moved = screen.getByRole('button', { name: /^Reorder question 1: Question 2/ });
    expect(document.activeElement).toBe(moved);
    expect(screen.getByText('Question 2: now position 1 of 3.')).toBeTruthy();

    fireEvent.keyDown(moved, { key: 'End' });
    expect(onReorder).toHaveBeenLastCalledWith([id(1), id(3), id(2)]);
    // nothing above the first, nothing below the last
    fireEvent.keyDown(screen.getByRole('button', { name: /^Reorder question 3:/ }), { key: 'ArrowDown' });
    expect(onReorder).toHaveBeenCalledTimes(2);
  });

  it('has move buttons, disabled at the ends', () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    expect((screen.getByRole('button', { name: 'Move question 1 up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Move question 3 down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(onReorder).toHaveBeenCalledWith([id(2), id(1), id(3)]);
  });
});

describe('QuestionList order while saving', () => {
  const three = [question(1), question(2), question(3)];
  const list = (questions: AdminQuestion[], onReorder = vi.fn()) => (
    <QuestionList
      chapterTitle="Self-awareness"
      questions={questions}
      onReorder={onReorder}
      onEdit={() => {}}
      onDelete={() => {}}
    />
  );

  it('shows the chosen order at once, until the questions it is given change', () => {
    const onReorder = vi.fn();
    const { rerender } = render(list(three, onReorder));
    fireEvent.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(onReorder).toHaveBeenCalledWith([id(1), id(3), id(2)]);
    // the caller has not updated its data yet: the row is already where it was put
    expect(texts()).toEqual(['Question 1', 'Question 3', 'Question 2']);
    // the saved order arrives
    rerender(list([question(1), question(3), question(2)], onReorder));
    expect(texts()).toEqual(['Question 1', 'Question 3', 'Question 2']);
    // the save failed and the caller rolled back: the given order wins again
    rerender(list(three, onReorder));
    expect(texts()).toEqual(['Question 1', 'Question 2', 'Question 3']);
  });
});

/**
 * dnd-kit measures rows; happy-dom has no layout. Rows 50 px tall, 10 px apart, in DOM order
 * (everything in a row shares the row's box).
 */
function useRowLayout() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li');
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 60, width: 320, height: 50 });
    });
  });
  afterEach(() => vi.restoreAllMocks());
}
/** Lets dnd-kit's timers and effects run. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('QuestionList keyboard drag (dnd-kit keyboard sensor)', () => {
  useRowLayout();
  const key = (element: Element, code: string) =>
    fireEvent.keyDown(element, { key: code === 'Space' ? ' ' : code, code });

  it('picks up with Space, moves with the arrow keys, drops with Space; the order is saved', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: /^Reorder question 2:/ });
    handle.focus();
    key(handle, 'Space');
    await tick();
    expect(screen.getByText('Picked up Question 2, at position 2 of 3.')).toBeTruthy();
    // while picked up, ↓ belongs to the drag, not an instant move
    key(handle, 'ArrowDown');
    await tick();
    expect(onReorder).not.toHaveBeenCalled();
    expect(screen.getByText('Question 2: over position 3 of 3.')).toBeTruthy();
    key(handle, 'Space');
    await tick();
    expect(onReorder).toHaveBeenCalledWith([id(1), id(3), id(2)]);
    expect(texts()).toEqual(['Question 1', 'Question 3', 'Question 2']);
    expect(screen.getByText('Question 2: now position 3 of 3.')).toBeTruthy();
  });

  it('cancels with Escape, and the arrow keys move at once again afterwards', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: /^Reorder question 2:/ });
    handle.focus();
    key(handle, 'Space');
    await tick();
    key(handle, 'ArrowUp');
    await tick();
    key(handle, 'Escape');
    await tick();
    expect(screen.getByText('Move cancelled: Question 2 stays at position 2 of 3.')).toBeTruthy();
    expect(texts()).toEqual(['Question 1', 'Question 2', 'Question 3']);
    expect(onReorder).not.toHaveBeenCalled();
    key(handle, 'ArrowUp');
    expect(onReorder).toHaveBeenLastCalledWith([id(2), id(1), id(3)]);
  });
});

describe('QuestionList drag by pointer and by touch (dnd-kit sensors)', () => {
  useRowLayout();
  /** a touch at height y over the handle's column */
  const at = (y: number) => ({
    touches: [{ clientX: 20, clientY: y }],
    changedTouches: [{ clientX: 20, clientY: y }],
  });

  it('drags question 3 by its handle with a touch onto question 2', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: /^Reorder question 3:/ });
    fireEvent.touchStart(handle, at(145));
    await tick();
    fireEvent.touchMove(handle, at(138)); // past the activation distance
    await tick();
    fireEvent.touchMove(handle, at(85));
    await tick();
    expect(screen.getByText('Question 3: over position 2 of 3.')).toBeTruthy();
    fireEvent.touchEnd(handle, at(85));
    await tick();
    expect(onReorder).toHaveBeenCalledWith([id(1), id(3), id(2)]);
    expect(texts()).toEqual(['Question 1', 'Question 3', 'Question 2']);
  });

  it('a tap on the handle is not a drag', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: /^Reorder question 3:/ });
    fireEvent.touchStart(handle, at(145));
    fireEvent.touchMove(handle, at(143));
    fireEvent.touchEnd(handle, at(143));
    await tick();
    expect(onReorder).not.toHaveBeenCalled();
  });
});

describe('QuestionList badges', () => {
  it('names doesn’t apply and the raters asked, only where the question says so', () => {
    render(
      <QuestionList
        chapterTitle="Self-awareness"
        questions={[
          question(1),
          { ...question(2), notApplicableAllowed: true },
          { ...question(3), raterRelationships: ['co-founder', 'team-member'] },
        ]}
        onReorder={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    const [plain, notApplicable, restricted] = screen.getAllByRole('listitem');
    expect(plain?.textContent).not.toMatch(/Doesn’t apply allowed|Raters:/);
    expect(notApplicable?.textContent).toContain('Doesn’t apply allowed');
    expect(notApplicable?.textContent).not.toContain('Raters:');
    expect(restricted?.textContent).toContain('Raters: co-founder, team member');
    expect(restricted?.textContent).not.toContain('Doesn’t apply allowed');
  });
});
