/**
 * Keeps sonner from adding a <style> element when its module is evaluated (see toaster.tsx).
 *
 * sonner 2 runs `__insertCSS(…)` at the top level of dist/index.mjs: it creates a <style>, appends
 * it to document.head and fills it with its stylesheet. It has no option to skip this (the `unstyled`
 * prop only drops `data-styled` from toasts; a nonce PR, emilkowalski/sonner#673, was closed), and
 * our CSP (`style-src 'self'`, no 'unsafe-inline', no nonce) would block that element anyway, with a
 * CSP violation each page load. The same stylesheet comes from `sonner/dist/styles.css`, imported
 * by toaster.tsx and bundled by Vite into a 'self' file.
 *
 * ES modules run in import order, so toaster.tsx imports this module, then 'sonner', then
 * sonner-guard-end.ts: for exactly the time sonner's module body runs, <style> elements appended to
 * <head> are dropped (returned unattached, so sonner fills a detached element). Everything else is
 * appended as usual, and the guard is removed right after. Outside a browser it does nothing.
 */
let restore: (() => void) | undefined;

if (typeof document !== 'undefined' && document.head && typeof HTMLStyleElement !== 'undefined') {
  const head = document.head;
  const hadOwn = Object.hasOwn(head, 'appendChild');
  const original = head.appendChild;
  head.appendChild = function appendChild<T extends Node>(this: HTMLHeadElement, node: T): T {
    if (node instanceof HTMLStyleElement && !node.nonce) return node;
    return original.call(this, node) as T;
  };
  restore = () => {
    if (hadOwn) head.appendChild = original;
    else delete (head as { appendChild?: unknown }).appendChild;
  };
}

export function endSonnerStyleGuard(): void {
  restore?.();
  restore = undefined;
}
