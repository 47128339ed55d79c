// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

describe('toast: sonner loads with the first toast', () => {
  it('mounts no Toaster until a toast is asked for, then shows that toast', async () => {
    vi.resetModules();
    const { toast, toasterWanted, loadToaster } = await import('./toast');
    // as root.tsx does it
    const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
    function Root() {
      const wanted = useSyncExternalStore(
        toasterWanted.subscribe,
        toasterWanted.get,
        toasterWanted.getServer,
      );
      return <Suspense fallback={null}>{wanted ? <Toaster /> : <p>no toaster</p>}</Suspense>;
    }
    render(<Root />);
    expect(screen.getByText('no toaster')).toBeTruthy();
    act(() => toast.error('Rate Limit Exceeded', { description: 'Try again later.' }));
    expect(await screen.findByText('Rate Limit Exceeded')).toBeTruthy();
    expect(screen.queryByText('no toaster')).toBeNull();
  });

  it('a fresh page wants no toaster', async () => {
    vi.resetModules();
    const { toasterWanted } = await import('./toast');
    expect(toasterWanted.get()).toBe(false);
    let notified = 0;
    toasterWanted.subscribe(() => {
      notified += 1;
    });
    const { loadToaster } = await import('./toast');
    await loadToaster();
    expect(toasterWanted.get()).toBe(true);
    expect(notified).toBe(1);
  });
});
