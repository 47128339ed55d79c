// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Harness({ onConfirm, pending = false }: { onConfirm(): void; pending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Revoke
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Revoke this link?"
        description="Whoever has it can no longer open the report."
        confirmLabel="Revoke link"
        cancelLabel="Keep the link"
        pending={pending}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens with focus on Cancel, not on the close button or the destructive action', async () => {
    render(<Harness onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the link' })),
    );
    // the corner close button is still there for those who look for it
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('Cancel closes without confirming; the action confirms', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke link' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while pending, the action cannot be pressed again', async () => {
    render(<Harness onConfirm={vi.fn()} pending />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const action = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke link' });
    expect((action as HTMLButtonElement).disabled).toBe(true);
    expect(action.getAttribute('aria-busy')).toBe('true');
  });
});
