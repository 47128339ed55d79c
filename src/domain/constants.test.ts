import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('spec section 9 constants', () => {
  it('keep the timings', () => {
    expect(constants).toMatchObject({
      ANSWER_AUTO_ADVANCE_MS: 1300,
      QUESTION_FADE_MS: 400,
      CLICK_PULSE_MS: 200,
      TOOLTIP_DELAY_MS: 100,
      PARTICLE_COUNT: 8,
      PARTICLE_DURATION_MS: 1200,
      OVERLAY_FADE_MS: 600,
      PAGE_FADE_MS: 600,
      INTRODUCTION_CONTINUE_DELAY_MS: 250,
      OUTRO_AUTO_SKIP_MS: 300,
      AUTO_PROGRESSION_MS: 5000,
      SKELETON_DELAY_MIN_MS: 250,
      SKELETON_DELAY_MAX_MS: 300,
      LOADING_RESULTS_DURATION_MS: 18_000,
      LOADING_RESULTS_TICK_MS: 100,
      LOADING_RESULTS_MESSAGE_INTERVAL_MS: 3500,
      LOADING_RESULTS_MESSAGE_COUNT: 10,
      LOADING_RESULTS_REDIRECT_DELAY_MS: 500,
      CALLBACK_REDIRECT_DELAY_MS: 2000,
      STORED_RESULTS_AUTO_LOAD_DELAY_MS: 500,
      PROFILE_RELOAD_DELAY_MS: 100,
      GAUGE_ANIMATION_STEPS: 60,
      GAUGE_ANIMATION_STEP_MS: 25,
    });
  });

  it('keep the layout values and limits', () => {
    expect(constants).toMatchObject({
      DESKTOP_BREAKPOINT_PX: 1024,
      ASSESSMENT_SIDEBAR_WIDTH_PX: 320,
      META_DESCRIPTION_MAX_CHARS: 150,
      RESULTS_SCROLL_OFFSET_PX: 100,
      PASSWORD_MIN_LENGTH: 6,
      INPUT_MAX_LENGTH: 1000,
      EMAIL_MAX_LENGTH: 255,
      CONSENT_LOG_VIEW_LIMIT: 10,
      CONSENT_VERSION: '1.0',
      DEFAULT_NEXT_PATH: '/results',
    });
  });

  it('keep the rate limits and security values', () => {
    expect(constants.RATE_LIMITS_PER_WINDOW).toEqual({
      '/api/assessment': 100,
      '/api/questions': 50,
      '/api/chapters': 50,
      // not in the spec: a rater's link, limited as an assessment session is
      '/api/feedback': 100,
      // not in the spec: a report's share link
      '/api/shared': 30,
      // not in the spec: the PDF report, made on the server
      '/api/report-pdf': 10,
    });
    expect(constants).toMatchObject({
      RATE_LIMIT_WINDOW_MS: 60_000,
      RATE_LIMIT_DEFAULT_PER_WINDOW: 200,
      RATE_LIMIT_CACHE_MS: 10_000,
      RATE_LIMIT_CLEANUP_AFTER_MS: 86_400_000,
      RATE_LIMIT_RESET_DEFAULT_MS: 60_000,
      ADMIN_RATE_LIMIT_MAX_REQUESTS: 10,
      ADMIN_RATE_LIMIT_WINDOW_MINUTES: 60,
      INACTIVITY_TIMEOUT_MS: 1_800_000,
      INACTIVITY_CHECK_INTERVAL_MS: 300_000,
      ACTIVITY_DEBOUNCE_MS: 10_000,
      ACTIVITY_SERVER_UPDATE_DELAY_MS: 2000,
      SUSPICIOUS_SESSION_CHECK_INTERVAL_MS: 300_000,
      SUSPICIOUS_INACTIVITY_MS: 14_400_000,
      SUSPICIOUS_RAPID_ACTIVITY_MS: 1000,
      SUSPICIOUS_ANOMALY_SCORE: 7,
      SUSPICIOUS_MIN_INDICATORS: 2,
      CRITICAL_MIN_INDICATORS: 4,
      THREAT_SCORE_HIGH: 7,
      THREAT_SCORE_MEDIUM: 4,
      CSRF_TOKEN_BYTES: 32,
      CSRF_TOKEN_HEX_LENGTH: 64,
      DEVTOOLS_POLL_INTERVAL_MS: 1000,
      DEVTOOLS_GAP_THRESHOLD_MS: 100,
    });
  });

  it('keep the browser storage keys of section 3', () => {
    expect(Object.values(constants.LOCAL_STORAGE_KEYS)).toEqual([
      'assessmentAnswers',
      'debugTools',
      'disableAutoProgress',
      'cookie_consent',
      'visitorId',
      'debugMode',
      'correlationId',
      'resultsPersisted',
      'persistOnLogin',
    ]);
    expect(Object.values(constants.SESSION_STORAGE_KEYS)).toEqual([
      'csrfToken',
      'assessmentStartChapterId',
      'assessmentQuestionIndex',
      'nextChapterIdAfterOutro',
      'goToResultsAfterOutro',
      'currentChapterArea',
      'visitorId',
    ]);
  });
});

describe('rating scale', () => {
  it('has the five labels word for word, split into short label and description', () => {
    expect(constants.RATING_SCALE.map((entry) => [entry.value, entry.label])).toEqual([
      [1, 'Shaky: Often a challenge'],
      [2, 'Inconsistent: Hard to sustain'],
      [3, 'Mixed: Varies with context'],
      [4, 'Reliable: Mostly steady'],
      [5, 'Uplifted: Clear strength'],
    ]);
    expect(constants.ratingScaleEntry(1)).toEqual({
      value: 1,
      label: 'Shaky: Often a challenge',
      shortLabel: 'Shaky',
      description: 'Often a challenge',
    });
    expect(constants.ratingScaleEntry(6)).toBeUndefined();
  });
});
