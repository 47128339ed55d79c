// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RatingScale } from './rating-scale';
import { type AnswerKeyHandlers, useAnswerKeys } from './use-answer-keys';

afterEach(cleanup);

const radio = () => screen.getAllByRole('radio')[0] as HTMLElement;

function Harness(handlers: AnswerKeyHandlers) {
  useAnswerKeys(handlers);
  return (
    <>
      <h1 tabIndex={-1}>Question</h1>
      <RatingScale value={null} onChange={() => {}} />
      <textarea aria-label="Comment" />
    </>
  );
}

function setup(withNone = true) {
  const handlers = {
    answer: vi.fn(),
    goBack: vi.fn(),
    proceed: vi.fn(),
    ...(withNone ? { answerNone: vi.fn() } : {}),
  };
  render(<Harness {...handlers} />);
  return handlers;
}

describe('useAnswerKeys', () => {
  it('answers 1–5, 0 for "none", goes back on Backspace and ←, continues on →', () => {
    const handlers = setup();
    const heading = screen.getByRole('heading');
    for (const key of ['1', '5', '0', 'Backspace', 'ArrowLeft', 'ArrowRight', '6'])
      fireEvent.keyDown(heading, { key });
    expect(handlers.answer.mock.calls).toEqual([[1], [5]]);
    expect(handlers.answerNone).toHaveBeenCalledTimes(1);
    expect(handlers.goBack).toHaveBeenCalledTimes(2);
    expect(handlers.proceed).toHaveBeenCalledTimes(1);
  });

  it('leaves 0 alone where the flow offers no answer beside the scale', () => {
    const handlers = setup(false);
    const event = fireEvent.keyDown(screen.getByRole('heading'), { key: '0' });
    expect(event).toBe(true); // not prevented
    expect(handlers.answer).not.toHaveBeenCalled();
  });

  it('lets the scale’s arrows move its focus and a text field take its keys', () => {
    const handlers = setup();
    fireEvent.keyDown(radio(), { key: 'ArrowLeft' });
    fireEvent.keyDown(radio(), { key: 'ArrowRight' });
    for (const key of ['3', '0', 'Backspace']) fireEvent.keyDown(screen.getByRole('textbox'), { key });
    expect(handlers.goBack).not.toHaveBeenCalled();
    expect(handlers.proceed).not.toHaveBeenCalled();
    expect(handlers.answer).not.toHaveBeenCalled();
    expect(handlers.answerNone).not.toHaveBeenCalled();
    // a modifier is a browser shortcut, not an answer
    fireEvent.keyDown(screen.getByRole('heading'), { key: '2', ctrlKey: true });
    expect(handlers.answer).not.toHaveBeenCalled();
  });
});
