// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from './dialog';
import { Drawer, DrawerContent } from './drawer';

afterEach(cleanup);

// Radix starts listening for presses outside a tick after the dialog opens.
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A mouse press as the browser sends it: Radix judges a press outside on its click. */
function press(element: Element) {
  fireEvent.pointerDown(element, { button: 0 });
  fireEvent.mouseDown(element, { button: 0 });
  fireEvent.focusIn(element);
  fireEvent.pointerUp(element, { button: 0 });
  fireEvent.mouseUp(element, { button: 0 });
  fireEvent.click(element, { button: 0 });
}

/** A dialog (or drawer) that is open, with a toast list and some page outside it. */
function Page({ kind }: { kind: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>page text</p>
      <section aria-label="Notifications">
        <ol data-sonner-toaster="true">
          <li data-sonner-toast="">
            <button type="button">Close toast</button>
          </li>
        </ol>
      </section>
      {kind === 'dialog' ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Share your report">
            <button type="button">Create link</button>
          </DialogContent>
        </Dialog>
      ) : (
        <Drawer open={open} onOpenChange={setOpen}>
          <DrawerContent title="Results Navigation">
            <button type="button">Overall Score</button>
          </DrawerContent>
        </Drawer>
      )}
    </>
  );
}

describe.each(['dialog', 'drawer'] as const)('a modal %s and the toasts above it', (kind) => {
  it('stays open when a toast is pressed', async () => {
    render(<Page kind={kind} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await settle();
    press(screen.getByRole('button', { name: 'Close toast', hidden: true }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeTruthy();
  });

  it('still closes on a press outside it elsewhere', async () => {
    render(<Page kind={kind} />);
    await settle();
    press(screen.getByText('page text'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
