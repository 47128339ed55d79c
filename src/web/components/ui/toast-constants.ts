/** How long a toast stays (sonner pauses it while hovered, focused or the tab is hidden). */
export const TOAST_DURATION_MS = 5000;
