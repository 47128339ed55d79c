import { queryOptions } from '@tanstack/react-query';
import {
  type CreateShareBody,
  createShareResponseSchema,
  revokeShareResponseSchema,
  sharedReportSchema,
  shareListSchema,
  sharingPaths,
} from '../../../../contract/sharing';
import { apiDownload, apiPath, apiRequest } from '../../../lib/api-client';

/** Under 'account': the founder's own data, dropped at sign-out and deletion with the rest of it. */
export const shareKeys = {
  all: ['account', 'shares'] as const,
  list: (resultId: string) => ['account', 'shares', resultId] as const,
  /** what a link shows: not the founder's data, a visitor's view of it */
  shared: (token: string) => ['shared', token] as const,
};

/** GET shares: the result's links, newest first, without their tokens. */
export const sharesQuery = (resultId: string) =>
  queryOptions({
    queryKey: shareKeys.list(resultId),
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPath(sharingPaths.shares, { id: resultId }), { schema: shareListSchema, signal }))
        .shares,
    // the views change while the dialog is closed: read again each time it opens
    staleTime: 0,
  });

/** POST shares: a new link; its url (with the token) is answered this once. */
export function createShare(resultId: string, body: CreateShareBody) {
  return apiRequest(apiPath(sharingPaths.shares, { id: resultId }), {
    method: 'POST',
    body,
    schema: createShareResponseSchema,
  });
}

export async function revokeShare(shareId: string) {
  return (
    await apiRequest(apiPath(sharingPaths.revoke, { shareId }), {
      method: 'POST',
      schema: revokeShareResponseSchema,
    })
  ).share;
}

/** GET shared: what a link shows; 404 once it is revoked or expired (never retried, never kept). */
export const sharedReportQuery = (token: string) =>
  queryOptions({
    queryKey: shareKeys.shared(token),
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPath(sharingPaths.shared, { token }), { schema: sharedReportSchema, signal }))
        .report,
    staleTime: 0,
    gcTime: 0,
  });

/** The PDF's address: a plain link downloads it (made on the server, nothing loads in the page). */
export function reportPdfUrl(resultId: string): string {
  return apiPath(sharingPaths.reportPdf, { id: resultId });
}

/** GET the report PDF: its bytes and file name, or an ApiError (429 per account, 503 while busy). */
export function downloadReportPdf(resultId: string) {
  return apiDownload(reportPdfUrl(resultId));
}
