import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** What a query shows when it finally fails (after its retry): a toast title and the fallback message. */
export interface QueryErrorToast {
  title: string;
  fallback: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: QueryErrorToast };
  }
}

/** The spec's client query behaviour (section 7). */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
/** fewer than 2 retries: one */
export const QUERY_MAX_RETRIES = 1;

/** Retry once on network and server errors; never on a 404 or any other refused request (4xx). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

// The client log and the toasts load when a call fails, not with every screen (the first-load budget).
function reportFailedCall(error: unknown, what: string): void {
  void import('./client-log').then((log) => log.reportFailedCall(error, what));
}

function showErrorToast(error: unknown, toast: QueryErrorToast): void {
  void import('./error-toast').then((toasts) => toasts.showErrorToast(error, toast.title, toast.fallback));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportFailedCall(error, String(query.queryKey[0]));
        const toastMeta = query.meta?.errorToast;
        if (toastMeta) showErrorToast(error, toastMeta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportFailedCall(error, String(mutation.options.mutationKey?.[0] ?? 'mutation')),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client; route loaders and components share its cache. */
export const queryClient = createQueryClient();
