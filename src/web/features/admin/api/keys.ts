import type { PeriodQuery } from '../../../../contract/admin';

/** Query keys of the admin area: everything under ['admin'], so signing out can drop it all. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => ['admin', 'me'] as const,
  dashboard: (period: PeriodQuery) => ['admin', 'dashboard', period] as const,
  dropouts: (period: PeriodQuery) => ['admin', 'dropouts', period] as const,
  users: (search: string, offset: number) => ['admin', 'users', { search, offset }] as const,
  usersAll: () => ['admin', 'users'] as const,
  userResult: (userId: string) => ['admin', 'user-result', userId] as const,
  feedbackRounds: () => ['admin', 'feedback-rounds'] as const,
  jobs: () => ['admin', 'jobs'] as const,
  questionnaire: () => ['admin', 'questionnaire'] as const,
  insights: () => ['admin', 'insights'] as const,
  pageContent: (pageType: string) => ['admin', 'page-content', pageType] as const,
  settings: () => ['admin', 'settings'] as const,
  security: () => ['admin', 'security'] as const,
  auditLog: () => ['admin', 'audit-log'] as const,
};
