/**
 * Every timing and limit of spec section 9 (and the storage keys of section 3), named once.
 * Durations are in milliseconds unless the name says otherwise.
 */

// Answering a question (spec 4 "Answering")
export const ANSWER_AUTO_ADVANCE_MS = 1300;
export const QUESTION_FADE_MS = 400;
export const CLICK_PULSE_MS = 200;
export const TOOLTIP_DELAY_MS = 100;
export const PARTICLE_COUNT = 8;
export const PARTICLE_DURATION_MS = 1200;

// Page transitions
export const OVERLAY_FADE_MS = 600;
export const PAGE_FADE_MS = 600;
export const INTRODUCTION_CONTINUE_DELAY_MS = 250;
export const OUTRO_AUTO_SKIP_MS = 300;
export const AUTO_PROGRESSION_MS = 5000;
export const SKELETON_DELAY_MIN_MS = 250;
export const SKELETON_DELAY_MAX_MS = 300;

// /loading-results
export const LOADING_RESULTS_DURATION_MS = 18_000;
export const LOADING_RESULTS_TICK_MS = 100;
export const LOADING_RESULTS_MESSAGE_INTERVAL_MS = 3500;
export const LOADING_RESULTS_MESSAGE_COUNT = 10;
export const LOADING_RESULTS_REDIRECT_DELAY_MS = 500;

// Auth and results
export const CALLBACK_REDIRECT_DELAY_MS = 2000;
export const STORED_RESULTS_AUTO_LOAD_DELAY_MS = 500;
export const PROFILE_RELOAD_DELAY_MS = 100;
/** Results are saved this long after the page finds an authenticated user with answers (spec 4). */
export const RESULTS_SAVE_DELAY_MS = 100;
export const GAUGE_ANIMATION_STEPS = 60;
export const GAUGE_ANIMATION_STEP_MS = 25;

// Layout
export const DESKTOP_BREAKPOINT_PX = 1024;
export const ASSESSMENT_SIDEBAR_WIDTH_PX = 320;
export const META_DESCRIPTION_MAX_CHARS = 150;
export const RESULTS_SCROLL_OFFSET_PX = 100;

// Limits
export const PASSWORD_MIN_LENGTH = 6;
export const INPUT_MAX_LENGTH = 1000;
export const EMAIL_MAX_LENGTH = 255;
export const USER_SEARCH_MIN_LENGTH = 2;
export const CONSENT_LOG_VIEW_LIMIT = 10;

// Rate limits (per window, per session and endpoint)
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const RATE_LIMITS_PER_WINDOW = {
  '/api/assessment': 100,
  '/api/questions': 50,
  '/api/chapters': 50,
  /** a rater's link, as an assessment session: its own group, so raters behind one office address and
   * founders starting assessments there do not spend each other's budget */
  '/api/feedback': 100,
  /** a report's share link, per link (its hash) and per address: a reader's pace, not a scraper's */
  '/api/shared': 30,
  /** the PDF report: made on the server (a few hundred ms of CPU each), so a few a minute */
  '/api/report-pdf': 10,
} as const;
export const RATE_LIMIT_DEFAULT_PER_WINDOW = 200;
/**
 * Calls that name a session are limited per session; the caller chooses the id, so one address is also
 * held to this many sessions' worth (a shared office fits; made-up ids don't escape the limit).
 */
export const RATE_LIMIT_SESSIONS_PER_ADDRESS = 10;
export const RATE_LIMIT_CACHE_MS = 10_000;
export const RATE_LIMIT_CLEANUP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long the client's rate-limit flag stays set when the server names no reset time. */
export const RATE_LIMIT_RESET_DEFAULT_MS = 60_000;
export const ADMIN_RATE_LIMIT_MAX_REQUESTS = 10;
export const ADMIN_RATE_LIMIT_WINDOW_MINUTES = 60;

// Session security
export const INACTIVITY_TIMEOUT_MS = 30 * 60 * 1000;
export const INACTIVITY_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const ACTIVITY_DEBOUNCE_MS = 10_000;
export const ACTIVITY_SERVER_UPDATE_DELAY_MS = 2000;
export const SUSPICIOUS_SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const SUSPICIOUS_INACTIVITY_MS = 4 * 60 * 60 * 1000;
export const SUSPICIOUS_RAPID_ACTIVITY_MS = 1000;
export const SUSPICIOUS_ANOMALY_SCORE = 7;
export const SUSPICIOUS_MIN_INDICATORS = 2;
export const CRITICAL_MIN_INDICATORS = 4;
export const THREAT_SCORE_HIGH = 7;
export const THREAT_SCORE_MEDIUM = 4;
export const CSRF_TOKEN_BYTES = 32;
export const CSRF_TOKEN_HEX_LENGTH = 64;
export const DEVTOOLS_POLL_INTERVAL_MS = 1000;
export const DEVTOOLS_GAP_THRESHOLD_MS = 100;

// Consent and navigation
export const CONSENT_VERSION = '1.0';
export const DEFAULT_NEXT_PATH = '/results';

/** Browser local storage keys (spec section 3). */
export const LOCAL_STORAGE_KEYS = {
  assessmentAnswers: 'assessmentAnswers',
  debugTools: 'debugTools',
  disableAutoProgress: 'disableAutoProgress',
  cookieConsent: 'cookie_consent',
  visitorId: 'visitorId',
  debugMode: 'debugMode',
  correlationId: 'correlationId',
  resultsPersisted: 'resultsPersisted',
  persistOnLogin: 'persistOnLogin',
} as const;

/** Browser session storage keys (spec section 3). */
export const SESSION_STORAGE_KEYS = {
  csrfToken: 'csrfToken',
  assessmentStartChapterId: 'assessmentStartChapterId',
  assessmentQuestionIndex: 'assessmentQuestionIndex',
  nextChapterIdAfterOutro: 'nextChapterIdAfterOutro',
  goToResultsAfterOutro: 'goToResultsAfterOutro',
  currentChapterArea: 'currentChapterArea',
  visitorId: 'visitorId',
} as const;

export type RatingValue = 1 | 2 | 3 | 4 | 5;

export interface RatingScaleEntry {
  value: RatingValue;
  /** the full label, e.g. 'Shaky: Often a challenge' */
  label: string;
  shortLabel: string;
  description: string;
}

const rating = (value: RatingValue, shortLabel: string, description: string): RatingScaleEntry => ({
  value,
  label: `${shortLabel}: ${description}`,
  shortLabel,
  description,
});

/** The 1–5 rating scale with the labels of spec section 3. */
export const RATING_SCALE: readonly RatingScaleEntry[] = [
  rating(1, 'Shaky', 'Often a challenge'),
  rating(2, 'Inconsistent', 'Hard to sustain'),
  rating(3, 'Mixed', 'Varies with context'),
  rating(4, 'Reliable', 'Mostly steady'),
  rating(5, 'Uplifted', 'Clear strength'),
];

/** The scale entry of a rating, or undefined when the value is not 1–5. */
export function ratingScaleEntry(value: number): RatingScaleEntry | undefined {
  return RATING_SCALE.find((entry) => entry.value === value);
}
