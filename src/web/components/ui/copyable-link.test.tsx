// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyableLink } from './copyable-link';

const execCommand = document.execCommand;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.execCommand = execCommand;
});

const URL_A = 'https://example.com/shared/aaaa';
const URL_B = 'https://example.com/shared/bbbb';

function renderLink(url = URL_A) {
  return render(
    <CopyableLink
      url={url}
      label="Share link"
      hint="Shown only this once."
      copyLabel="Copy link"
      copiedText="Link copied"
      copyFailedText="Copy it yourself"
      className="bg-inner-100"
      data-testid="the-link"
    />,
  );
}

describe('CopyableLink', () => {
  it('shows the link read-only in a labelled field with its hint', () => {
    renderLink();
    const field = screen.getByLabelText('Share link') as HTMLTextAreaElement;
    expect(field.value).toBe(URL_A);
    expect(field.readOnly).toBe(true);
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Shown only this once.',
    );
    expect(screen.getByTestId('the-link').className).toContain('bg-inner-100');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies through the Clipboard API and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderLink();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(URL_A);
  });

  it('when nothing can copy, leaves the link selected and asks the user to copy it', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const copyCommand = vi.fn(() => false);
    document.execCommand = copyCommand;
    renderLink();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy it yourself')).toBeTruthy();
    expect(copyCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(screen.getByLabelText('Share link'));
  });

  it('a new link starts without the last one copied', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => undefined) } });
    const { rerender } = renderLink();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    rerender(
      <CopyableLink
        url={URL_B}
        label="Share link"
        copyLabel="Copy link"
        copiedText="Link copied"
        copyFailedText="Copy it yourself"
      />,
    );
    expect((screen.getByLabelText('Share link') as HTMLTextAreaElement).value).toBe(URL_B);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
