import { useEffect } from 'react';

export type PageTheme = 'neutral' | 'inner' | 'outer' | 'olive';

/** Sets the page's colour theme on <body>; the CSS fades the background over 600 ms. */
export function setPageTheme(theme: PageTheme): void {
  if (theme === 'neutral') delete document.body.dataset.theme;
  else document.body.dataset.theme = theme;
}

export function usePageTheme(theme: PageTheme): void {
  useEffect(() => setPageTheme(theme), [theme]);
}
