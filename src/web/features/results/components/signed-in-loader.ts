// Loads the results page's signed-in chunks: apart from account-parts.tsx, so that the account hook can
// start them early without taking the page's components along.

import { nextTask } from '../../../lib/next-task';

// The signed-in bar and panel, then the dialogs: each chunk starts (its <link rel="modulepreload">s,
// its modules' evaluation) in a task of its own, neither in a render of the page nor both in one task.
let signedInParts: Promise<typeof import('./signed-in-parts')> | undefined;
let signedInDialogs: Promise<typeof import('./signed-in-dialogs')> | undefined;

export function loadSignedInParts(): Promise<typeof import('./signed-in-parts')> {
  signedInParts ??= nextTask().then(() => import('./signed-in-parts'));
  return signedInParts;
}

// The dialogs' chunk needs zod (the deletion rule, one small schema, brings the library), the profile
// rules (whose schemas are built when the module runs), the form's resolver (react-hook-form), the
// dialog and field components (Radix), the toaster, the account's API and the plan's reminder settings:
// each is preloaded and evaluated in a task of its own first, so that the dialogs' own start is short.
// Named modules, not whole packages: a package's namespace would pull all of it (zod's locales) in.
const dialogsNeeds: Array<() => Promise<unknown>> = [
  () => import('../../../../domain/account-deletion'),
  () => import('../../../../domain/profile-rules'),
  () => import('@hookform/resolvers/zod'),
  () => import('../../../components/ui/dialog'),
  () => import('../../../components/ui/field'),
  () => import('../../../components/ui/toaster'),
  () => import('../../account/api/account-api'),
  () => import('../../plan/components/plan-reminder-settings'),
];

export function loadSignedInDialogs(): Promise<typeof import('./signed-in-dialogs')> {
  signedInDialogs ??= dialogsNeeds
    .reduce<Promise<unknown>>((loaded, need) => loaded.then(nextTask).then(need), loadSignedInParts())
    .then(nextTask)
    .then(() => import('./signed-in-dialogs'));
  return signedInDialogs;
}

/** Starts loading the signed-in parts as soon as somebody is known to be signed in. */
export function preloadSignedInParts(): void {
  void loadSignedInDialogs().catch(() => undefined);
}
