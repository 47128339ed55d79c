import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../../contract/me';
import { meQuery } from '../api/me-query';

/** The signed-in user and profile; `me` is null when signed out and undefined while unknown. */
export function useMe(): { me: MeResponse | null | undefined; isPending: boolean; refetch(): void } {
  const query = useQuery(meQuery());
  return { me: query.data, isPending: query.isPending, refetch: () => void query.refetch() };
}

/** Query keys whose answers change with who is signed in. */
export const SIGNED_IN_DEPENDENT_KEYS = [['me'], ['results'], ['account']] as const;

/** After signing in or out: everything that depends on the user is fetched again. */
export async function refreshSignedInState(client: QueryClient): Promise<void> {
  await Promise.all(
    SIGNED_IN_DEPENDENT_KEYS.map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })),
  );
}

/**
 * After signing out or deleting the account: nobody is signed in, and every answer about the user is
 * dropped (screens that show one fetch it again, now as a visitor).
 */
export async function forgetSignedInState(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: ['me'] });
  client.setQueryData(['me'], null);
  await Promise.all(
    SIGNED_IN_DEPENDENT_KEYS.slice(1).map((queryKey) => client.resetQueries({ queryKey: [...queryKey] })),
  );
}
