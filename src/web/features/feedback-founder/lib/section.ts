/** The section's anchor on the results page (navigation links to it). */
export const FEEDBACK_SECTION_ID = 'others-view';

/** The completed result the page shows: rounds are opened from it. */
export interface FeedbackResult {
  id: string;
  completedAt: string;
}

/** The section's entry in the results navigation, given once the section is there. */
export interface NavEntry {
  id: string;
  label: string;
}
