import { describe, expect, it } from 'vitest';
import type { ResultTexts } from './questionnaire';
import {
  areaResultTexts,
  chooseChapterDescription,
  chooseEnergyDrains,
  chooseHowOthersSeeYou,
  chooseImprovementPath,
  chooseQuestionInsight,
  chooseZoneOfGenius,
  coreStrengthTexts,
  type ResultTextSources,
  upliftPotentialTexts,
} from './result-texts';

const texts = (source: string): ResultTexts => ({
  zoneOfGenius: { high: `${source} genius high`, mid: `${source} genius mid`, low: `${source} genius low` },
  howOthersSeeYou: {
    high: `${source} others high`,
    mid: `${source} others mid`,
    low: `${source} others low`,
  },
  energyDrains: { normal: `${source} drains normal`, strong: `${source} drains strong` },
  improvementPath: [`${source} step 1`, `${source} step 2`, `${source} step 3`],
});

const areaOnly: ResultTextSources = { areaTexts: texts('area') };
const withChapter: ResultTextSources = { chapterTexts: texts('chapter'), areaTexts: texts('area') };

describe('zone of genius and how others see you', () => {
  it('pick the fallback by tier at 4 and 3', () => {
    expect(chooseZoneOfGenius(4, withChapter)).toBe('chapter genius high');
    expect(chooseZoneOfGenius(3.99, withChapter)).toBe('chapter genius mid');
    expect(chooseZoneOfGenius(3, withChapter)).toBe('chapter genius mid');
    expect(chooseZoneOfGenius(2.99, withChapter)).toBe('chapter genius low');
    expect(chooseHowOthersSeeYou(4.5, withChapter)).toBe('chapter others high');
    expect(chooseHowOthersSeeYou(2, withChapter)).toBe('chapter others low');
  });

  it("fall back to the area's texts when the chapter has none", () => {
    expect(chooseZoneOfGenius(3.2, areaOnly)).toBe('area genius mid');
    expect(chooseHowOthersSeeYou(3.2, { ...areaOnly, chapterTexts: null })).toBe('area others mid');
  });

  it('prefer custom content, ignoring empty and whitespace-only entries', () => {
    const custom = { zone_of_genius: '  Custom genius  ', how_others_see_you: '   ' };
    expect(chooseZoneOfGenius(1, { ...withChapter, custom })).toBe('Custom genius');
    expect(chooseHowOthersSeeYou(1, { ...withChapter, custom })).toBe('chapter others low');
    expect(chooseZoneOfGenius(1, { ...withChapter, custom: { zone_of_genius: '' } })).toBe(
      'chapter genius low',
    );
    expect(chooseZoneOfGenius(1, { ...withChapter, custom: null })).toBe('chapter genius low');
  });
});

describe('energy drains and improvement path', () => {
  it('word energy drains strongly at 2 or below', () => {
    expect(chooseEnergyDrains(2, withChapter)).toBe('chapter drains strong');
    expect(chooseEnergyDrains(2.01, withChapter)).toBe('chapter drains normal');
    expect(chooseEnergyDrains(2.5, { ...withChapter, custom: { energy_drains: 'Custom drains' } })).toBe(
      'Custom drains',
    );
  });

  it('split a custom improvement path into steps, dropping list markers and blank lines', () => {
    const custom = {
      improvement_path: '1. Start small\n\n- Ask for feedback\r\n• Review weekly \n2) Repeat',
    };
    expect(chooseImprovementPath({ ...withChapter, custom })).toEqual([
      'Start small',
      'Ask for feedback',
      'Review weekly',
      'Repeat',
    ]);
    expect(chooseImprovementPath(withChapter)).toEqual([
      'chapter step 1',
      'chapter step 2',
      'chapter step 3',
    ]);
    expect(chooseImprovementPath({ ...areaOnly, custom: { improvement_path: ' ' } })).toEqual([
      'area step 1',
      'area step 2',
      'area step 3',
    ]);
  });
});

describe('descriptions and section bundles', () => {
  it('prefer the custom description over the chapter description', () => {
    expect(chooseChapterDescription('Chapter text', { description: 'Custom text' })).toBe('Custom text');
    expect(chooseChapterDescription('Chapter text', { description: ' ' })).toBe('Chapter text');
    expect(chooseChapterDescription(null, null)).toBeNull();
  });

  it('bundle the core strength and uplift texts', () => {
    expect(coreStrengthTexts({ average: 4.2, description: 'About' }, withChapter)).toEqual({
      description: 'About',
      zoneOfGenius: 'chapter genius high',
      howOthersSeeYou: 'chapter others high',
    });
    expect(upliftPotentialTexts({ average: 1.8 }, areaOnly)).toEqual({
      description: null,
      energyDrains: 'area drains strong',
      improvementPath: ['area step 1', 'area step 2', 'area step 3'],
    });
  });

  it('pick the area fallback by area', () => {
    const byArea = { inner: texts('inner'), outer: texts('outer') };
    expect(areaResultTexts('outer', byArea)).toBe(byArea.outer);
  });
});

describe('chooseQuestionInsight', () => {
  const question = { insightLow: 'low', insightMedium: 'medium', insightHigh: 'high' };

  it('picks by band: 2 or less low, 3 medium, 4 or more high', () => {
    expect([1, 2, 3, 4, 5].map((score) => chooseQuestionInsight(score, question))).toEqual([
      'low',
      'low',
      'medium',
      'high',
      'high',
    ]);
  });

  it('gives null when that insight is missing or blank', () => {
    expect(chooseQuestionInsight(3, { ...question, insightMedium: null })).toBeNull();
    expect(chooseQuestionInsight(5, { ...question, insightHigh: '  ' })).toBeNull();
  });
});
