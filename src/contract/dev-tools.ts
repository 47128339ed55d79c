import { z } from 'zod';
import { USER_SEARCH_MIN_LENGTH } from '../domain/constants';
import { resultViewSchema } from './assessment';

/**
 * The developer panel's admin-only API (spec 2 "Developer tools"): everything that touches users is
 * here, behind the admin guard. Paths under /api/admin/dev/.
 */
export const devToolsPaths = {
  users: '/api/admin/dev/users',
  fix: '/api/admin/dev/users/:id/fix',
  clearCache: '/api/admin/dev/users/:id/clear-cache',
  viewAs: '/api/admin/dev/users/:id/view',
} as const;

/** The spec's tool feedback, exactly. */
export const DEV_TOOL_MESSAGES = {
  noQuestions: 'No questions loaded - Load Assessment first.',
  userNotFound: 'User not found - No user matches the search criteria',
  searchFailed: 'Error searching users',
  fixFailed: 'Error fixing issues',
  fixed: 'Data issues fixed',
  appliedFixes: (n: number) => `Applied ${n} fixes`,
  sessionCleared: 'Cleared session',
  cacheCleared: 'User cache cleared',
  viewingAs: 'Viewing as user',
  // ours: the spec names no failure text for these two
  cacheClearFailed: 'Could not clear the user cache',
  viewAsFailed: 'Could not view as this user',
} as const;

export const devUserSearchQuerySchema = z.object({
  q: z.string().trim().min(USER_SEARCH_MIN_LENGTH).max(255),
});

export const devUserParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const devDataFlagsSchema = z.object({
  hasNullEmail: z.boolean(),
  hasResults: z.boolean(),
  hasProfile: z.boolean(),
  emailMismatch: z.boolean(),
});
export type DevDataFlags = z.infer<typeof devDataFlagsSchema>;

/** The user debugging view (spec 2): snake_case as the spec names the fields. */
export const devUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  session_count: z.number().int(),
  completed_sessions: z.number().int(),
  flags: devDataFlagsSchema,
});
export type DevUser = z.infer<typeof devUserSchema>;

export const devUserSearchSchema = z.object({ users: z.array(devUserSchema) });
export type DevUserSearch = z.infer<typeof devUserSearchSchema>;

export const devFixResultSchema = z.object({
  applied: z.number().int(),
  fixes: z.array(z.string()),
  user: devUserSchema,
});
export type DevFixResult = z.infer<typeof devFixResultSchema>;

export const devClearCacheResultSchema = z.object({ cleared: z.number().int() });

export const devViewAsSchema = z.object({ user: devUserSchema, result: resultViewSchema.nullable() });
export type DevViewAs = z.infer<typeof devViewAsSchema>;
