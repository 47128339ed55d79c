// Loads the results page's signed-in chunks: apart from account-parts.tsx, so that the account hook can
// start them early without taking the page's components along.

/** Resolves in a task of its own: what is chained on it does not lengthen the task that asked. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The signed-in bar and panel, then the dialogs: each chunk starts (its <link rel="modulepreload">s,
// its modules' evaluation) in a task of its own, neither in a render of the page nor both in one task.
let signedInParts: Promise<typeof import('./signed-in-parts')> | undefined;
let signedInDialogs: Promise<typeof import('./signed-in-dialogs')> | undefined;

export function loadSignedInParts(): Promise<typeof import('./signed-in-parts')> {
  signedInParts ??= nextTask().then(() => import('./signed-in-parts'));
  return signedInParts;
}

// The dialogs' chunk needs the profile rules (zod, whose schemas are built when the module runs) and
// the form's resolver (react-hook-form): each is evaluated in a task of its own first, so that the
// dialogs' own evaluation is short. Named modules, not whole packages: a package's namespace would
// pull all of it (zod's locales) into the chunk.
export function loadSignedInDialogs(): Promise<typeof import('./signed-in-dialogs')> {
  signedInDialogs ??= loadSignedInParts()
    .then(nextTask)
    .then(() => import('../../../../domain/profile-rules'))
    .then(nextTask)
    .then(() => import('@hookform/resolvers/zod'))
    .then(nextTask)
    .then(() => import('./signed-in-dialogs'));
  return signedInDialogs;
}

/** Starts loading the signed-in parts as soon as somebody is known to be signed in. */
export function preloadSignedInParts(): void {
  void loadSignedInDialogs().catch(() => undefined);
}
