import { founderFeedbackCopy, RATER_GROUP_LABELS } from '../../../content/feedback-copy';
import { sharingCopy } from '../../../content/sharing-copy';

// DESIGN.md's tokens: the report looks like the results page.
export const C = {
  ink: '#1B1A21',
  muted: '#5F5E6B',
  line: '#E4E2EA',
  paper: '#FBFAF7',
  white: '#FFFFFF',
  inner: { main: '#5B3CC4', soft: '#EEE9FB', deep: '#2A1A66' },
  outer: { main: '#5F6F1F', soft: '#F1F4E1', deep: '#323B0E' },
  band: { high: '#2F855A', mid: '#B7791F', low: '#C53030' },
} as const;

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 64, bottom: 72, left: 56, right: 56 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** the names the report's fonts are registered under */
export const F = { text: 'Inter', strong: 'Inter-SemiBold', heading: 'Fraunces' } as const;
export const copy = sharingCopy.pdf;

/** 'How Others See You' in the report: the results page's own words, so both say the same. */
export const feedbackCopy = {
  sectionTitle: founderFeedbackCopy.sectionTitle,
  report: founderFeedbackCopy.report,
  blindSpots: founderFeedbackCopy.blindSpots,
  hiddenStrengths: founderFeedbackCopy.hiddenStrengths,
  statement: founderFeedbackCopy.statement,
  comments: founderFeedbackCopy.comments,
  howOthersSeeYou: founderFeedbackCopy.howOthersSeeYou,
  groups: RATER_GROUP_LABELS,
} as const;
