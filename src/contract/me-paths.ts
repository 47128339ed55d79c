// The signed-in user's paths without the schemas of me.ts (which take every other resource along for
// the data export): what a browser needs on first load (docs/decisions/011). me.ts re-exports them.

/**
 * The signed-in user's own data. Every call answers 401 `{ error: { code: 'unauthenticated',
 * message: 'Not authenticated' } }` without a session, and `Cache-Control: no-store`.
 */
export const mePaths = {
  me: '/api/me',
  profile: '/api/me/profile',
  claimSession: '/api/me/sessions/claim',
  export: '/api/me/export',
} as const;
