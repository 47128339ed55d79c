const foundersHave = (n: number) => (n === 1 ? '1 more founder has' : `${n} more founders have`);
const assessments = (n: number) => (n === 1 ? '1 more assessment' : `${n} more assessments`);
/** A group's name inside a sentence: 'Seed founders' stays, 'All founders' → 'all founders'. */
export const groupInSentence = (label: string) =>
  /^(All|Founders)\b/.test(label) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;

/** Copy of the radar chart, the benchmark section and the anonymous teaser on the results page. */
export const benchmarkCopy = {
  radar: {
    navLabel: 'At a Glance',
    sectionTitle: 'Your Chapters at a Glance',
    intro: 'Your chapter scores in one picture: the further out, the stronger, up to 5 on the outer ring.',
    /** the SVG's accessible summary; the table below it is the full text equivalent */
    chartLabel: (count: number) =>
      `Radar chart of your ${count} chapter scores on a scale from 1 to 5. The table below lists every value.`,
    legendTitle: 'On the chart',
    series: {
      you: 'You',
      median: (group: string) => `Median of ${groupInSentence(group)}`,
      others: 'How others see you',
    },
    innerGame: 'Inner game chapters',
    outerGame: 'Outer game chapters',
    table: {
      caption: 'Your chapter scores, 1 to 5',
      chapter: 'Chapter',
      you: 'You',
      median: 'Group median',
      others: 'Others',
      notRated: 'not rated',
    },
  },
  section: {
    navLabel: 'Where You Stand',
    title: 'Where You Stand',
    intro:
      'How your self-ratings compare with those of other founders who took the audit: the share of each group you rated yourself higher than, and your band. Everyone here rated themselves, so it compares how founders see themselves, not how good they are.',
    loading: 'Loading your benchmarks...',
    loadFailed: 'Your benchmarks could not be loaded.',
    retry: 'Try again',
    table: {
      caption: 'Share of founders you rated yourself higher than, by group',
      metric: 'Score',
      you: 'You',
      higherThan: (percentile: number) => `${percentile} %`,
    },
    groupSize: (count: number) => `${count} assessments`,
    missing: (missing: number, label: string) =>
      `${assessments(missing)} needed to compare with ${groupInSentence(label)}.`,
    broader: 'The table shows the broader groups instead.',
    noneAvailable: (missing: number) =>
      `Benchmarks open once ${foundersHave(missing)} taken the audit. Your scores will be compared then.`,
    notComputed: 'Benchmarks are being computed. Check back soon.',
    computedAt: (date: string) => `Figures as of ${date}.`,
    minGroup: (n: number) =>
      `Groups are shown only from ${n} assessments up; no one sees anyone else’s scores.`,
  },
  profilePrompt: {
    title: 'Compare yourself with founders like you',
    body: 'Tell us your fundraising stage and team size, and we compare your scores with founders at the same stage and with teams of the same size. It is saved to your profile.',
    stage: 'Fundraising stage',
    teamSize: 'Team size',
    choose: 'Choose…',
    save: 'Show my benchmarks',
    saving: 'Saving...',
    required: 'Please choose one.',
    saveFailed: 'Your profile could not be saved. Please try again.',
  },
  teaser: {
    label: 'Benchmark',
    figure: (percentile: number) =>
      `You rated yourself higher than ${percentile} % of founders who took the audit.`,
    promise:
      'Sign up free to see where you stand among founders at your stage and with your team size, chapter by chapter.',
    waiting: (missing: number) => `Benchmarks open once ${foundersHave(missing)} taken the audit.`,
    waitingPromise: 'Sign up free, and your comparison with other founders is ready when they have.',
    button: 'Sign up free',
  },
} as const;
