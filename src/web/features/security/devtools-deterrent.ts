import { DEVTOOLS_POLL_INTERVAL_MS } from '../../../domain/constants';
import { isBlockedDevtoolsShortcut, isDevtoolsGap } from '../../../domain/security';
import { toast } from '../../components/ui/toaster';
import { securityCopy } from './copy';

/**
 * The developer-tools deterrent (an admin setting, off by default; ARCHITECTURE.md: a deterrent, not
 * security). When on: F12, Ctrl+Shift+I, Ctrl+Shift+C and Ctrl+U are swallowed with 'Developer tools
 * blocked', right-click with 'Right-click disabled', and a 1 s poll notices open developer tools by a
 * `debugger` pause longer than 100 ms. Returns the function that turns it off.
 */
export function startDevtoolsDeterrent(
  options: { poll?: boolean; now?: () => number; pause?: () => void } = {},
): () => void {
  const now = options.now ?? (() => performance.now());
  const pause =
    options.pause ??
    (() => {
      // biome-ignore lint/suspicious/noDebugger: the detection itself: only open developer tools stop here
      debugger;
    });
  const blocked = () => toast.error(securityCopy.devtoolsBlocked, { id: 'devtools-blocked' });
  const onKey = (event: KeyboardEvent) => {
    if (!isBlockedDevtoolsShortcut(event)) return;
    event.preventDefault();
    event.stopPropagation();
    blocked();
  };
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    toast.error(securityCopy.rightClickDisabled, { id: 'right-click-disabled' });
  };
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('contextmenu', onContextMenu, true);
  let interval: ReturnType<typeof setInterval> | undefined;
  if (options.poll !== false) {
    interval = setInterval(() => {
      const before = now();
      pause();
      if (isDevtoolsGap(now() - before)) blocked();
    }, DEVTOOLS_POLL_INTERVAL_MS);
  }
  return () => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('contextmenu', onContextMenu, true);
    clearInterval(interval);
  };
}
