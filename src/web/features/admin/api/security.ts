import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_FAILURES,
  adminPaths,
  auditLogSchema,
  type SecuritySettingsPatch,
  securityOverviewSchema,
  securitySettingsViewSchema,
} from '../../../../contract/admin';
import { apiRequest } from '../../../lib/api-client';
import { showAdminError } from './errors';
import { adminKeys } from './keys';

export const settingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => apiRequest(adminPaths.settings, { schema: securitySettingsViewSchema, signal }),
  });
export const useSettings = () => useQuery(settingsQuery());

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SecuritySettingsPatch) =>
      apiRequest(adminPaths.settings, { method: 'PATCH', body: patch, schema: securitySettingsViewSchema }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.updateSettings),
    onSuccess: (saved) => {
      client.setQueryData(adminKeys.settings(), saved);
      return client.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}

export const securityQuery = () =>
  queryOptions({
    queryKey: adminKeys.security(),
    queryFn: ({ signal }) => apiRequest(adminPaths.security, { schema: securityOverviewSchema, signal }),
    staleTime: 30_000,
  });
export const useSecurityOverview = () => useQuery(securityQuery());

export const auditLogQuery = (before: string | null) =>
  queryOptions({
    queryKey: [...adminKeys.auditLog(), before],
    queryFn: ({ signal }) =>
      apiRequest(`${adminPaths.auditLog}?limit=50${before ? `&before=${encodeURIComponent(before)}` : ''}`, {
        schema: auditLogSchema,
        signal,
      }),
    staleTime: 0,
  });
export const useAuditLog = (before: string | null) => useQuery(auditLogQuery(before));
