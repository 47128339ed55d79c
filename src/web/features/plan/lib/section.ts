/** The plan section's anchor on the results page (navigation and the uplift page link to it). */
export const PLAN_SECTION_ID = 'plan';

/** Set in the navigation state by the uplift page's 'Add to my plan': the editor opens with it. */
export type PlanEntryState = { planSuggestion?: string };
