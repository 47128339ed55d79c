/**
 * Copy of the results pages (/results, /results/core-strength, /results/uplift-potential). Strings the
 * spec fixes are marked "spec"; the German empty-state texts are the spec's German pages.
 */
export const resultsCopy = {
  /** the profile title heading */
  heading: 'Your Uplift Founder Profile',
  /** the page's meta description */
  metaDescription:
    'Your Uplift Founder Audit results: your overall score, inner and outer game, core strength and biggest uplift potential.',
  /** spec */
  loading: 'Loading your assessment results...',
  empty: {
    /** spec: signed in, answers could not be found, start the assessment (German) */
    signedIn:
      'Deine Antworten konnten nicht gefunden werden. Starte das Assessment, um deine Ergebnisse zu sehen.',
    /** spec: signed out, no answers found, do the assessment first (German) */
    signedOut: 'Keine Antworten gefunden. Bitte mache zuerst das Assessment.',
    /** spec */
    start: 'Assessment starten',
    /** spec */
    reload: 'Gespeicherte Ergebnisse laden',
  },
  error: {
    /** spec */
    title: 'Something went wrong',
    body: 'We could not load your results. Your answers are safe; please try again.',
    /** spec */
    retry: 'Try Again',
    /** spec */
    retake: 'Retake Assessment',
  },
  navigation: {
    /** spec */
    drawerTitle: 'Results Navigation',
    open: 'Sections',
    sections: [
      { id: 'overall', label: 'Overall Score' },
      { id: 'inner', label: 'Inner Game' },
      { id: 'outer', label: 'Outer Game' },
      { id: 'core-strength', label: 'Core Strength' },
      { id: 'uplift-potential', label: 'Uplift Potential' },
    ],
  },
  promo: {
    title: 'Your scores are in. The full report is one free sign-up away.',
    body: 'Create a free account to read your Zone of Genius, how others see you, your energy drains and a concrete path to improvement, and to keep your results.',
    /** spec */
    button: 'Signup now!',
  },
  overall: {
    title: 'Overall Score',
    gaugeLabel: 'Overall score',
    balance: {
      balanced: 'Your inner and outer game are in balance.',
      'inner-leads': 'Your inner game leads your outer game.',
      'outer-leads': 'Your outer game leads your inner game.',
    },
    map: {
      title: 'Inner × Outer',
      description: (inner: string, outer: string) =>
        `You sit at inner game ${inner} and outer game ${outer}, on two scales from 1 to 5.`,
      innerAxis: 'Inner Game',
      outerAxis: 'Outer Game',
    },
  },
  areas: {
    inner: { title: 'Inner Game', subtitle: 'Mindset and self-awareness', gaugeLabel: 'Inner game score' },
    outer: { title: 'Outer Game', subtitle: 'Strategy and execution', gaugeLabel: 'Outer game score' },
    insightsGate: 'Sign up free to read what each chapter score means for you',
    noChapters: 'No chapters of this game were answered.',
    notScoredTitle: 'Not scored yet',
    /** a chapter left without a score because too many of its statements don't apply yet */
    notScored: (notApplicable: number, questions: number, minimum: number) =>
      `${notApplicable} of its ${questions} statements don’t apply to you yet. A chapter is scored from ${minimum} rated statements, so this one is left out of your scores, your strength and your uplift potential.`,
    questionsTitle: 'Your answers',
  },
  coreStrength: {
    sectionTitle: 'Core Strength',
    pageTitle: (chapter: string) => `Your biggest strength: ${chapter}`,
    /** spec */
    zoneOfGenius: 'Your Zone of Genius',
    /** spec */
    howOthersSeeYou: 'How Others See You',
    gate: 'Sign up free to read your Zone of Genius and how others see you',
    more: 'Open your core strength',
    /** spec */
    empty: 'Complete the assessment to discover your core strength.',
  },
  upliftPotential: {
    sectionTitle: 'Uplift Potential',
    /** spec */
    opportunity: 'Your biggest opportunity',
    pageTitle: (chapter: string) => `Your biggest opportunity: ${chapter}`,
    /** spec */
    energyDrains: 'Your Potential Energy Drains',
    /** spec */
    improvementPath: 'Your Path to Improvement',
    gate: 'Sign up free to see your energy drains and your path to improvement',
    more: 'Open your uplift potential',
    /** spec */
    empty: 'Complete the assessment to discover your uplift potential.',
  },
  breakdown: {
    title: 'Question breakdown',
    gate: 'Sign up free to see how you answered each question, with an insight for every answer',
    badge: (value: number) => `${value}/5`,
    unanswered: 'Not answered',
    notApplicable: 'Doesn’t apply yet',
  },
  /** under the heading: when the assessment was completed and on which questionnaire version */
  given: {
    completed: (date: string) => `Completed ${date}`,
    version: (version: number) => `Questionnaire version ${version}`,
  },
  /** spec */
  takeAssessment: 'Take Assessment',
  backToResults: 'Back to all results',
  /** under a highlight's gauge, which already shows the score: the game its chapter belongs to */
  highlightArea: { inner: 'A chapter of your inner game', outer: 'A chapter of your outer game' },
} as const;

/** A breakdown row's badge: '4/5', 'Doesn’t apply yet' or 'Not answered'. */
export function breakdownBadge(answer: { value: number | null; notApplicable?: boolean }): string {
  if (answer.value !== null) return resultsCopy.breakdown.badge(answer.value);
  return answer.notApplicable ? resultsCopy.breakdown.notApplicable : resultsCopy.breakdown.unanswered;
}
