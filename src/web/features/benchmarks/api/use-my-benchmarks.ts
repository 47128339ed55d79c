import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { meQuery } from '../../auth/api/auth-api';
import { myBenchmarksQuery } from './benchmarks-api';

/**
 * The owner's benchmarks for a result, asked again whenever the profile's stage or team size changes
 * (here, in the profile dialog or anywhere else the profile is saved): they pick the groups.
 */
export function useMyBenchmarks(resultId: string) {
  const me = useQuery(meQuery());
  const profile = me.data?.profile;
  const groups = `${profile?.fundraising_stage ?? ''}|${profile?.team_size ?? ''}`;
  // the figures shown stay until the new ones arrive, rather than a loading state in between
  return useQuery({ ...myBenchmarksQuery(resultId, groups), placeholderData: keepPreviousData });
}
