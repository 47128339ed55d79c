/**
 * The history of a signed-in founder's assessments (the results page's lazily loaded section), apart
 * from account-copy.ts so that its text is only downloaded with that section.
 */
export const historyCopy = {
  title: 'Your assessments',
  description: 'Every assessment you completed, with the change per chapter since the one before.',
  overall: 'Overall',
  inner: 'Inner Game',
  outer: 'Outer Game',
  first: 'Your first assessment: the change per chapter shows from your next one.',
  latest: 'Latest',
  change: (delta: number) => (delta === 0 ? '±0.0' : `${delta > 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)}`),
  changeLabel: (delta: number | null) =>
    delta === null
      ? 'no earlier score'
      : delta === 0
        ? 'unchanged'
        : `${delta > 0 ? 'up' : 'down'} ${Math.abs(delta).toFixed(1)} since the assessment before`,
  columns: { chapter: 'Chapter', score: 'Score', change: 'Change' },
  loadFailed: 'Your earlier assessments could not be loaded.',
  /** the questionnaire version an assessment was given on */
  version: (version: number) => `Version ${version}`,
  /** a chapter the assessment before did not have, in place of a change */
  newInVersion: (version: number) => `New in version ${version}`,
  notInPrevious: 'Not in your previous assessment',
  /** under an assessment given on another version than the one before */
  acrossVersions: (previous: number, current: number) =>
    `Your assessment before was on version ${previous}, this one on version ${current}: only chapters in both are compared.`,
  /** chapters the assessment before had and this one has not */
  removed: (titles: string) => `No longer in the questionnaire: ${titles}`,
  notAnswered: (titles: string) => `Not in this assessment: ${titles}`,
} as const;
