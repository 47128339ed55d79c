/**
 * UI strings of the question flow, the footer and the flow's error toasts. Strings the spec fixes are
 * marked "spec" and must stay exactly as written; the rest is ours to improve.
 */

export const assessmentCopy = {
  /** spec */
  loading: 'Loading assessment...',
  /** spec */
  initializing: 'Initializing assessment...',
  /** spec */
  errorTitle: 'Error loading assessment',
  /** spec */
  empty: 'No questions available',
  /** spec */
  previous: 'Previous',
  /** spec */
  continue: 'Continue',
  retry: 'Try again',
  pageTitle: 'Assessment',
  /** the visible position above the question */
  questionOf: (number: number, total: number) => `Question ${number} of ${total}`,
  /** the progress bar's accessible name */
  progressLabel: 'Assessment progress',
  progressValue: (percentage: number) => `${Math.round(percentage)}% complete`,
  /** the sidebar's landmark */
  chaptersNavLabel: 'Chapters',
  chapterComplete: 'completed',
  chapterCurrent: 'current chapter',
  chapterProgress: (percentage: number) => `${Math.round(percentage)}% answered`,
  /** screen-reader announcements */
  announceQuestion: (number: number, total: number, text: string) =>
    `Question ${number} of ${total}: ${text}`,
  announceChapter: (subtitle: string, title: string) => `${subtitle}: ${title}.`,
  keyboardHint: 'Keys 1 to 5 answer, Backspace goes back.',
  /** where a statement may not apply yet (a team, customers, investors) */
  keyboardHintNotApplicable: 'Keys 1 to 5 answer, 0 means it doesn’t apply to you yet, Backspace goes back.',
  notApplicable: 'Doesn’t apply to me yet',
  notApplicableHelp:
    'Choose this if the statement assumes something you don’t have yet. It counts as no answer: your score rests on the statements that apply.',
  /** shown while answers wait for the network */
  syncOffline: "You're offline. Your answers are saved on this device and sync when you're back online.",
  sidebarTitle: 'Your audit',
  /** shown in the chapter header and the sidebar: 'Chapter 01' */
  chapterQuestionOf: (number: number, total: number) => `${number} of ${total} in this chapter`,
} as const;

export const outroCopy = {
  /** spec */
  continue: 'Continue',
  /** spec */
  notFound: 'Chapter not found',
  completedLabel: 'Chapter complete',
  autoProgress: (seconds: number) => `Continuing automatically in ${seconds} s`,
} as const;

export const introCopy = {
  loading: 'Loading...',
  backToOverview: 'Back to the overview',
} as const;

export const loadingResultsFlowCopy = {
  /** the ring's accessible name */
  progressLabel: 'Preparing your results',
  waitingForNetwork: 'Waiting for the connection to save your answers…',
  completionFailed: 'Your answers are saved on this device. We will finish your results as soon as we can.',
} as const;

export const queryErrorCopy = {
  /** spec: toast when the questionnaire cannot be loaded */
  questionsTitle: 'Error loading questions',
  /** spec: its default message */
  questionsFallback: 'Failed to fetch questions',
  /** spec: the rate-limit toast */
  rateLimitTitle: 'Rate Limit Exceeded',
  /** spec */
  rateLimitMessage: (time: string) => `Too many requests. Try again after ${time}.`,
} as const;

export const footerCopy = {
  /** spec */
  legalNotice: 'Legal Notice',
  /** spec */
  privacyPolicy: 'Privacy Policy',
  /** spec */
  cookieSettings: 'Cookie Settings',
  /** spec */
  terms: 'Terms',
  copyright: (year: number) => `© ${year} Uplift Founder Audit`,
  navLabel: 'Legal',
} as const;
