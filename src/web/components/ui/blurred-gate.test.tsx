// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlurredGate } from './blurred-gate';

afterEach(cleanup);

describe('BlurredGate', () => {
  it('shows the prompt and one sign-up button over placeholder lines without text', () => {
    const onSignUp = vi.fn();
    render(
      <BlurredGate title="Sign up to read your Zone of Genius" onSignUp={onSignUp} buttonLabel="Signup now!">
        It is free and takes a minute.
      </BlurredGate>,
    );
    expect(screen.getByText('Sign up to read your Zone of Genius')).toBeTruthy();
    expect(screen.getByText('It is free and takes a minute.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Signup now!' }));
    expect(onSignUp).toHaveBeenCalledOnce();

    const placeholder = screen.getByTestId('blurred-gate-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.textContent).toBe('');
    expect(placeholder.children.length).toBeGreaterThan(3);
  });

  it('renders only the title and the button when given no words', () => {
    const { container } = render(<BlurredGate title="Create a free account" onSignUp={() => {}} />);
    expect(screen.getByRole('button', { name: 'Sign up free' })).toBeTruthy();
    expect(container.textContent).toBe('Create a free accountSign up free');
  });
});
