// The privacy resource's paths and counted pages without its schemas: what a browser needs to call it,
// where zod and the schemas would cost download and start-up time (docs/decisions/011). privacy.ts
// re-exports them.

export const privacyPaths = {
  consent: '/api/consent',
  consentHistory: '/api/me/consent',
  clientLogs: '/api/client-logs',
  visits: '/api/visits',
} as const;

/** The pages whose visits are counted (with analytics consent only) for the admin's drop-out funnel. */
export const COUNTED_PAGES = ['landing', 'introduction', 'overview', 'results'] as const;
