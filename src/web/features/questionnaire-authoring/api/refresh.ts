import { useQueryClient } from '@tanstack/react-query';

/**
 * After publishing or discarding, everything the admin area shows about the questionnaire may have
 * changed: the questionnaire and its versions, insights, figures per version, the audit log; and the
 * public questionnaire when this tab also shows the assessment. The admin's own session stays.
 */
export function useRefreshAfterVersionChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'me',
      }),
      client.invalidateQueries({ queryKey: ['questionnaire'] }),
    ]);
}
