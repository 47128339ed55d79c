import { z } from 'zod';
import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  sharedViewSchema,
  shareExpiryDaysSchema,
  shareScopeSchema,
} from '../domain/share-rules';

/**
 * Share links to a founder's report and the report as a PDF. The founder's routes need a session and
 * answer only for the founder's own results and links (404 `not_found` otherwise, as for a missing id).
 * The public route needs only the link token, and answers an unknown, revoked or expired link with the
 * same 404 `not_found` ("This report is no longer shared"): nobody can tell which links ever existed.
 */
export const sharingPaths = {
  shares: '/api/me/results/:id/shares',
  revoke: '/api/me/shares/:shareId/revoke',
  shared: '/api/shared/:token',
  reportPdf: '/api/me/results/:id/report.pdf',
} as const;

/** The shared page in the web app; the token is the path's last part. */
export const SHARED_PAGE_PATH = '/shared/:token';
export function sharedPagePath(token: string): string {
  return `/shared/${encodeURIComponent(token)}`;
}

const isoDate = z.iso.datetime({ offset: true });

/** A link token: 32 random bytes, base64url (43 characters). Anything else is refused before a lookup. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const resultParamsSchema = z.object({ id: z.uuid() });
export const shareParamsSchema = z.object({ shareId: z.uuid() });
export const sharedParamsSchema = z.object({ token: shareTokenSchema });

export const createShareBodySchema = z.object({
  scope: shareScopeSchema,
  expiresInDays: shareExpiryDaysSchema.default(DEFAULT_SHARE_EXPIRY_DAYS),
});
export type CreateShareBody = z.input<typeof createShareBodySchema>;

/** A link as the founder's list shows it: never its token, which only the creating answer carries. */
export const shareLinkSchema = z.object({
  id: z.uuid(),
  scope: shareScopeSchema,
  createdAt: isoDate,
  expiresAt: isoDate,
  revokedAt: isoDate.nullable(),
  lastViewedAt: isoDate.nullable(),
  viewCount: z.number().int(),
  state: z.enum(['active', 'revoked', 'expired']),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The link's URL (with its token) is in this answer once; it cannot be shown again. */
export const createShareResponseSchema = z.object({ share: shareLinkSchema, url: z.string() });
export type CreateShareResponse = z.infer<typeof createShareResponseSchema>;

export const shareListSchema = z.object({ shares: z.array(shareLinkSchema) });
export type ShareList = z.infer<typeof shareListSchema>;

export const revokeShareResponseSchema = z.object({ share: shareLinkSchema });

/**
 * What a link shows (domain `sharedViewOf`): its own schema, so the serializer drops any field the
 * owner's view has and the scope does not.
 */
export const sharedReportSchema = z.object({ report: sharedViewSchema });
export type SharedReport = z.infer<typeof sharedReportSchema>;

/** Link and PDF rows in the account export: never the token or its hash. */
export const exportedShareLinkSchema = shareLinkSchema.extend({ resultId: z.uuid() });
export type ExportedShareLink = z.infer<typeof exportedShareLinkSchema>;
