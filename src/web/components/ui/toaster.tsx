/*
 * Toasts (sonner), one at a time, at the top centre, in our tokens.
 *
 * CSP finding (sonner 2.0.8): the package injects its CSS at runtime. dist/index.mjs starts with a
 * `__insertCSS(code)` helper that does `document.createElement('style')`, appends it to <head> and
 * fills it with the whole stylesheet; the call runs unconditionally at module evaluation (not in the
 * Toaster, not switchable by `unstyled`, no nonce support). The same CSS ships as `dist/styles.css`
 * (exported as 'sonner/dist/styles.css'). Under our `style-src 'self'` the injected element is
 * blocked (a CSP violation on every load) and toasts would be unstyled.
 * What we do: import 'sonner/dist/styles.css' here (Vite bundles it into a 'self' stylesheet), plus
 * our token overrides in toaster.css, and keep the <style> from being added at all with a guard
 * around sonner's evaluation (sonner-guard-start.ts / sonner-guard-end.ts: the import order matters).
 * Sonner's other styling goes through React `style` props (CSS variables on the list and toasts),
 * which React applies through the CSSOM: allowed by CSP. The list is rendered only while a toast
 * shows, so no `style` attribute ever lands in prerendered HTML.
 * Import `toast` from here (or the ui index), never from 'sonner' directly, so that the guard runs
 * first. A build-time fix that does not depend on module order: a Vite transform that removes the
 * `__insertCSS(` call from node_modules/sonner (see the report).
 */
import './sonner-guard-start';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import './sonner-guard-end';
import 'sonner/dist/styles.css';
import './toaster.css';
import { markToasterWanted } from './toast';
import { TOAST_DURATION_MS } from './toast-constants';

export { toast } from 'sonner';

// Whoever loads sonner means to toast: root mounts the Toaster now (sonner replays what came before).
markToasterWanted();

/** Mount once, in the root layout. */
export function Toaster(props: Omit<ToasterProps, 'visibleToasts'>) {
  return (
    <SonnerToaster
      position="top-center"
      theme="light"
      closeButton
      duration={TOAST_DURATION_MS}
      offset={16}
      mobileOffset={12}
      {...props}
      visibleToasts={1}
    />
  );
}
