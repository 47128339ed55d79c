import type { ResultTexts, SeedQuestion, SeedQuestionnaire } from '../../domain/questionnaire';

const texts = (area: string): ResultTexts => ({
  zoneOfGenius: { high: `${area} genius high`, mid: `${area} genius mid`, low: `${area} genius low` },
  howOthersSeeYou: { high: `${area} others high`, mid: `${area} others mid`, low: `${area} others low` },
  energyDrains: { normal: `${area} drains`, strong: `${area} drains strong` },
  improvementPath: [`${area} step one`, `${area} step two`, `${area} step three`],
});

/** A sample statement: its insights name it ('I plan ahead low'), so a test can tell which was chosen. */
export const sampleStatement = (position: number, text: string, extra: Partial<SeedQuestion> = {}) => ({
  position,
  text,
  leftLabel: 'Rarely',
  rightLabel: 'Always',
  insightLow: `${text} low`,
  insightMedium: `${text} medium`,
  insightHigh: `${text} high`,
  ...extra,
});

/** A small valid two-chapter questionnaire for server tests, independent of the real copy. */
export const sampleQuestionnaire: SeedQuestionnaire = {
  assessment: { key: 'sample-audit', title: 'Sample Audit' },
  chapters: [
    {
      key: 'sample-inner',
      area: 'inner',
      position: 1,
      title: 'Self-awareness',
      description: 'Knowing yourself.',
      introTitle: null,
      introSubtitle: 'Chapter 01',
      introDescription: 'About you.',
      introQuote: null,
      iconUrl: null,
      outroEnabled: true,
      outroTitle: 'Well done',
      outroDescription: 'On to the next.',
      questions: [sampleStatement(1, 'I know my strengths'), sampleStatement(2, 'I notice my moods')],
      resultTexts: texts('inner'),
    },
    {
      key: 'sample-outer',
      area: 'outer',
      position: 2,
      title: 'Execution',
      description: null,
      introTitle: 'Getting things done',
      introSubtitle: null,
      introDescription: null,
      introQuote: '“Done is better than perfect.” — Sheryl Sandberg',
      iconUrl: null,
      outroEnabled: false,
      outroTitle: null,
      outroDescription: null,
      questions: [
        sampleStatement(1, 'I ship every week'),
        sampleStatement(2, 'I keep my promises'),
        sampleStatement(3, 'I plan ahead'),
      ],
      resultTexts: texts('outer'),
    },
  ],
  areaResultTexts: { inner: texts('inner area'), outer: texts('outer area') },
};

export const sampleLegalPages = {
  terms: 'Sample terms',
  privacy_policy: 'Sample privacy',
  cookies: 'Sample cookies\nSecond line',
};
