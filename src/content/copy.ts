/**
 * Copy of the public flow before the questions: landing, introduction, overview, the chapter pages'
 * fixed strings and the loading-results page. Strings the spec fixes are marked "spec" and must stay
 * exactly as written; the rest is ours to improve.
 */

export interface LandingCopy {
  eyebrow: string;
  headline: string;
  subline: string;
  /** spec */
  cta: 'Start your Audit';
  facts: readonly string[];
}

export const landingCopy: LandingCopy = {
  eyebrow: 'The Uplift Founder Audit',
  headline: 'How strong is the founder behind your startup?',
  subline:
    'Rate yourself on 40 honest statements about mindset, strategy and execution. See your core strength, your biggest uplift potential and what to do about it this week.',
  cta: 'Start your Audit',
  facts: ['8 chapters, 40 statements', 'About 10 minutes', 'Your scores without signing up'],
};

export interface GameCopy {
  title: string;
  subtitle: string;
  body: string;
}

export interface IntroductionCopy {
  eyebrow: string;
  title: string;
  lead: string;
  innerGame: GameCopy;
  outerGame: GameCopy;
  howItWorksTitle: string;
  howItWorks: readonly string[];
  /** spec */
  cta: 'Continue';
}

export const introductionCopy: IntroductionCopy = {
  eyebrow: 'Before you begin',
  title: 'Two games, one founder',
  lead: 'Every founder plays two games at once. One is played inside your head, the other out in the market. Most founders train only the second. This audit looks at both.',
  innerGame: {
    title: 'The Inner Game',
    subtitle: 'Mindset and self-awareness',
    body: 'How you lead yourself: how well you know your own patterns, how you recover from setbacks, where your attention and energy go, and how you decide when the facts are incomplete.',
  },
  outerGame: {
    title: 'The Outer Game',
    subtitle: 'Strategy and execution',
    body: 'How you build the company: your direction and trade-offs, how close you are to your customers, how you lead your team, and how reliably you turn plans and capital into results.',
  },
  howItWorksTitle: 'How it works',
  howItWorks: [
    'Eight chapters with five statements each, one statement at a time.',
    'Rate each from 1 (Shaky) to 5 (Uplifted). There are no right answers, only honest ones: rate how things are, not how you would like them to be.',
    'At the end you see your overall, inner and outer scores, your core strength and your biggest uplift potential.',
  ],
  cta: 'Continue',
};

export interface OverviewColumnCopy {
  /** area label above the heading */
  label: string;
  /** spec */
  heading: string;
}

export interface OverviewCopy {
  title: string;
  lead: string;
  inner: OverviewColumnCopy;
  outer: OverviewColumnCopy;
  /** spec: a chapter without a description */
  noDescription: 'No description available';
  /** spec */
  loading: 'Loading...';
  /** accessible name of the info button that opens a chapter's description on small screens */
  infoButtonLabel: (chapterTitle: string) => string;
  /** spec */
  cta: 'Continue';
}

export const overviewCopy: OverviewCopy = {
  title: 'Your audit at a glance',
  lead: 'Eight chapters, four for each game. Take them in order; each one starts with a short introduction.',
  inner: { label: 'Inner Game', heading: 'How can we unlock your full potential?' },
  outer: { label: 'Outer Game', heading: 'How can you turn ambition into growth?' },
  noDescription: 'No description available',
  loading: 'Loading...',
  infoButtonLabel: (chapterTitle) => `About ${chapterTitle}`,
  cta: 'Continue',
};

export interface ChapterPageCopy {
  /** spec: shown when intro_subtitle is empty, e.g. 'Chapter 01' */
  subtitleFallback: (position: number) => string;
  /** spec */
  notFound: 'Chapter not found';
  /** spec */
  cta: 'Continue';
}

export const chapterPageCopy: ChapterPageCopy = {
  subtitleFallback: (position) => `Chapter ${String(position).padStart(2, '0')}`,
  notFound: 'Chapter not found',
  cta: 'Continue',
};

export interface LoadingResultsCopy {
  /** spec */
  title: 'Preparing Your Uplift Founder Results';
  /** ten messages, rotated one every 3.5 s */
  messages: readonly string[];
}

export const loadingResultsCopy: LoadingResultsCopy = {
  title: 'Preparing Your Uplift Founder Results',
  messages: [
    'Tallying all 40 of your answers…',
    'Separating the inner game from the outer game…',
    'Looking for your zone of genius…',
    'Weighing conviction against evidence…',
    'Asking an imaginary board for a second opinion…',
    'Checking the runway (of your results, not your startup)…',
    'Polishing your core strength until it shines…',
    'Finding where a little effort goes a long way…',
    'Brewing a strong coffee for the final numbers…',
    'Almost there: lining up your next steps…',
  ],
};
