/**
 * Resolves in a task of its own: what is chained on it (a dynamic import's preload links and module
 * evaluation, a request) does not lengthen the task that asked, which is often a render's commit.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
