import { queryOptions } from '@tanstack/react-query';
import { myResultsPaths } from '../../../../contract/assessment-paths';
import type { ClaimSessionBody, ProfilePatchBody } from '../../../../contract/me';
import { mePaths } from '../../../../contract/me-paths';
import { privacyPaths } from '../../../../contract/privacy-paths';
import { anyResponseSchema, apiRequest } from '../../../lib/api-client';

// The contract's schemas (and zod) load only to check an answer from a server of another contract
// version: the server validated every other one against them (docs/decisions/011).
const me = () => import('../../../../contract/me');

/** Query keys of the signed-in user's own data (all under 'account', dropped at sign-out). */
export const accountKeys = {
  all: ['account'] as const,
  history: ['account', 'history'] as const,
  consent: ['account', 'consent'] as const,
};

/** GET /api/me/results: completed assessments, newest first, with the change per chapter. */
export const resultHistoryQuery = () =>
  queryOptions({
    queryKey: accountKeys.history,
    queryFn: ({ signal }) =>
      apiRequest(myResultsPaths.list, {
        schema: () => import('../../../../contract/assessment').then((m) => m.resultHistorySchema),
        signal,
      }),
  });

/** GET /api/me/consent: the 10 latest consent records. */
export const consentHistoryQuery = () =>
  queryOptions({
    queryKey: accountKeys.consent,
    queryFn: ({ signal }) =>
      apiRequest(privacyPaths.consentHistory, {
        schema: () => import('../../../../contract/privacy').then((m) => m.consentHistorySchema),
        signal,
      }),
    staleTime: 0,
  });

/** POST /api/me/sessions/claim: this browser's anonymous session becomes the user's (idempotent). */
export function claimSession(body: ClaimSessionBody) {
  return apiRequest(mePaths.claimSession, {
    method: 'POST',
    body,
    schema: () => me().then((m) => m.claimSessionResponseSchema),
  });
}

/** PATCH /api/me/profile: only the fields sent change; the answer says whether it is complete now. */
export function updateProfile(body: ProfilePatchBody) {
  return apiRequest(mePaths.profile, {
    method: 'PATCH',
    body,
    schema: () => me().then((m) => m.profilePatchResponseSchema),
  });
}

/** GET /api/me/export: everything we hold on the user, as the server sent it. */
export function exportData(): Promise<unknown> {
  return apiRequest(mePaths.export, { schema: anyResponseSchema });
}

/** DELETE /api/me with the typed confirmation: every row about the user goes, and every session. */
export function deleteAccount() {
  return apiRequest(mePaths.me, {
    method: 'DELETE',
    body: { confirm: 'DELETE' },
    schema: () => me().then((m) => m.deleteAccountResponseSchema),
  });
}
