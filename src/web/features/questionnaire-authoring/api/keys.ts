/**
 * Query keys of authoring. They sit under the admin questionnaire's key (['admin', 'questionnaire']),
 * so every edit that refreshes the questionnaire refreshes the versions list and the diff too.
 */
export const authoringKeys = {
  all: ['admin', 'questionnaire'] as const,
  versions: () => ['admin', 'questionnaire', 'versions'] as const,
  diff: () => ['admin', 'questionnaire', 'draft', 'diff'] as const,
};
