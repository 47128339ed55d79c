import type { ExternalToast } from 'sonner';

/*
 * `toast` for screens that must not carry sonner on first load (its ~9 kB gzip): calls go to sonner
 * through toaster.tsx (its CSP guard included) once it has loaded. Sonner loads with the first toast
 * (or the first module that imports toaster.tsx), and only then does root mount the Toaster: a page
 * that never toasts never downloads it. Sonner keeps a toast asked for before its Toaster mounted and
 * shows it on mount.
 */
type ToasterModule = typeof import('./toaster');

let loaded: ToasterModule | undefined;
let loading: Promise<ToasterModule> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Tells root to mount the Toaster: called by toaster.tsx when it is evaluated, whoever imported it. */
export function markToasterWanted(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For root's useSyncExternalStore: true once something has loaded the toaster module. */
export const toasterWanted = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
  getServer: (): boolean => false,
};

/** Loads the toaster module once (root mounts its Toaster from it). */
export function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

function show(call: (sonner: ToasterModule['toast']) => void): void {
  if (loaded) call(loaded.toast);
  else void loadToaster().then((module) => call(module.toast));
}

export const toast = {
  success: (message: string, data?: ExternalToast) => show((sonner) => sonner.success(message, data)),
  error: (message: string, data?: ExternalToast) => show((sonner) => sonner.error(message, data)),
};
