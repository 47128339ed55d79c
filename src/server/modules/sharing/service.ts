import type { ResultView } from '../../../contract/assessment';
import { type ShareLink, sharedPagePath } from '../../../contract/sharing';
import {
  SHARE_MESSAGES,
  SHARE_PURGE_AFTER_DAYS,
  type SharedView,
  type ShareExpiryDays,
  type ShareScope,
  sharedViewOf,
  shareExpiresAt,
  shareLinkState,
} from '../../../domain/share-rules';
import { HttpError } from '../../plugins/error-handler';
import type { ShareLinkRow, SharingRepository } from './repository';
import { newShareToken, shareTokenHash } from './tokens';

const NOT_SHARED = () => new HttpError(404, 'not_found', SHARE_MESSAGES.notShared);
const LINK_NOT_FOUND = () => new HttpError(404, 'not_found', 'Share link not found.');

export type SharingDependencies = {
  repository: SharingRepository;
  /** the owner's full result view; throws a 404 when the result is not the user's */
  ownResult: (resultId: string, userId: string) => Promise<ResultView>;
  /** PUBLIC_URL: the links lead there */
  publicUrl: string;
  now?: () => Date;
};

export function shareLinkView(row: ShareLinkRow, now: Date): ShareLink {
  return {
    id: row.id,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    viewCount: row.viewCount,
    state: shareLinkState(row, now),
  };
}

/** The founder's share links, and what a link shows to whoever opens it. */
export function sharingService(deps: SharingDependencies) {
  const clock = deps.now ?? (() => new Date());
  const { repository } = deps;

  return {
    /** A new link to the owner's result; its URL (with the token) is in this answer only. */
    async create(
      userId: string,
      resultId: string,
      body: { scope: ShareScope; expiresInDays: ShareExpiryDays },
    ): Promise<{ share: ShareLink; url: string }> {
      await deps.ownResult(resultId, userId);
      const now = clock();
      const token = newShareToken();
      const row = await repository.create({
        userId,
        resultId,
        scope: body.scope,
        tokenHash: shareTokenHash(token),
        createdAt: now,
        expiresAt: shareExpiresAt(now, body.expiresInDays),
      });
      if (!row) throw new HttpError(409, 'too_many_shares', SHARE_MESSAGES.tooMany);
      return { share: shareLinkView(row, now), url: `${deps.publicUrl}${sharedPagePath(token)}` };
    },

    async list(userId: string, resultId: string): Promise<ShareLink[]> {
      await deps.ownResult(resultId, userId);
      const now = clock();
      return (await repository.listOf(userId, resultId)).map((row) => shareLinkView(row, now));
    },

    async revoke(shareId: string, userId: string): Promise<ShareLink> {
      const now = clock();
      const row = await repository.revoke(shareId, userId, now);
      if (!row) throw LINK_NOT_FOUND();
      return shareLinkView(row, now);
    },

    /**
     * What the link shows, counted as a view unless the owner opens it. Unknown, revoked and expired
     * links, and links to a result that is gone, get the same 404.
     */
    async view(token: string, viewerId: string | null): Promise<SharedView> {
      const row = await repository.byTokenHash(shareTokenHash(token));
      const now = clock();
      if (!row || shareLinkState(row, now) !== 'active') throw NOT_SHARED();
      let owners: ResultView;
      try {
        owners = await deps.ownResult(row.resultId, row.userId);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) throw NOT_SHARED();
        throw error;
      }
      const shared = sharedViewOf(owners, row.scope);
      if (viewerId !== row.userId) await repository.recordView(row.id, now);
      return shared;
    },

    /** The user's links for the account export (no token, no hash). */
    async exportOf(userId: string): Promise<Array<ShareLink & { resultId: string }>> {
      const now = clock();
      return (await repository.allOf(userId)).map((row) => ({
        ...shareLinkView(row, now),
        resultId: row.resultId,
      }));
    },

    /** Deletes links that stopped working more than SHARE_PURGE_AFTER_DAYS ago. */
    purge(): Promise<number> {
      const before = new Date(clock().getTime() - SHARE_PURGE_AFTER_DAYS * 24 * 60 * 60 * 1000);
      return repository.purgeEndedBefore(before);
    },
  };
}

export type SharingService = ReturnType<typeof sharingService>;

/** The daily job that deletes links which stopped working SHARE_PURGE_AFTER_DAYS ago. */
export const SHARE_PURGE_JOB = 'share-links-purge';
