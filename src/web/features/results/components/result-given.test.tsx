// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultGiven } from './result-given';

afterEach(cleanup);

describe('ResultGiven', () => {
  it('names the completion date and the questionnaire version the result was given on', () => {
    render(<ResultGiven view={{ completedAt: '2025-03-01T10:00:00.000Z', version: 3 }} />);
    const line = screen.getByTestId('result-given');
    expect(line.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-01T10:00:00.000Z');
    expect(line.textContent).toMatch(/^Completed .*2025.*Questionnaire version 3$/);
  });
});
