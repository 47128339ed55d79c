import { useLayoutEffect, useRef } from 'react';

/**
 * Sets a CSS custom property on an element through the CSSOM (`style.setProperty`).
 *
 * Why not a `style` prop: the server's CSP is `style-src 'self'` without 'unsafe-inline', which blocks
 * `style="…"` attributes in HTML markup (e.g. a prerendered page), while CSSOM changes are always
 * allowed. So dynamic widths never appear as a style attribute; classes read the variable with a
 * fallback (`w-[calc(var(--ui-fill,0)*100%)]`).
 */
export function useCssVar<T extends HTMLElement | SVGElement>(name: string, value: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    ref.current?.style.setProperty(name, value);
  }, [name, value]);
  return ref;
}
