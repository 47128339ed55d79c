import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { myResultsPaths, resultHistorySchema } from '../../../../contract/assessment';
import {
  type ClaimSessionBody,
  claimSessionResponseSchema,
  deleteAccountResponseSchema,
  mePaths,
  type ProfilePatchBody,
  profilePatchResponseSchema,
} from '../../../../contract/me';
import { consentHistorySchema, privacyPaths } from '../../../../contract/privacy';
import { apiRequest } from '../../../lib/api-client';

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
    queryFn: ({ signal }) => apiRequest(myResultsPaths.list, { schema: resultHistorySchema, signal }),
  });

/** GET /api/me/consent: the 10 latest consent records. */
export const consentHistoryQuery = () =>
  queryOptions({
    queryKey: accountKeys.consent,
    queryFn: ({ signal }) =>
      apiRequest(privacyPaths.consentHistory, { schema: consentHistorySchema, signal }),
    staleTime: 0,
  });

/** POST /api/me/sessions/claim: this browser's anonymous session becomes the user's (idempotent). */
export function claimSession(body: ClaimSessionBody) {
  return apiRequest(mePaths.claimSession, { method: 'POST', body, schema: claimSessionResponseSchema });
}

/** PATCH /api/me/profile: only the fields sent change; the answer says whether it is complete now. */
export function updateProfile(body: ProfilePatchBody) {
  return apiRequest(mePaths.profile, { method: 'PATCH', body, schema: profilePatchResponseSchema });
}

/** GET /api/me/export: everything we hold on the user, as the server sent it. */
export function exportData(): Promise<unknown> {
  return apiRequest(mePaths.export, { schema: z.unknown() });
}

/** DELETE /api/me with the typed confirmation: every row about the user goes, and every session. */
export function deleteAccount() {
  return apiRequest(mePaths.me, {
    method: 'DELETE',
    body: { confirm: 'DELETE' },
    schema: deleteAccountResponseSchema,
  });
}
