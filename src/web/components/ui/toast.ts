import type { ExternalToast } from 'sonner';

/*
 * `toast` for screens that must not carry sonner on first load (its ~9 kB gzip): calls go to sonner
 * through toaster.tsx (its CSP guard included) once it has loaded, which root starts right after
 * hydration to mount the Toaster. A toast asked for before that waits for the module, then shows.
 */
type ToasterModule = typeof import('./toaster');

let loaded: ToasterModule | undefined;
let loading: Promise<ToasterModule> | undefined;

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
