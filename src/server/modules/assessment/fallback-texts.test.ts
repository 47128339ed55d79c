import { describe, expect, it } from 'vitest';
import { questionnaireV1 } from '../../../content/questionnaire';
import { questionnaireV2 } from '../../../content/questionnaire-v2';
import { fallbackTextsOf } from './fallback-texts';
import { fallbackAreaTexts } from './result-view';

describe('the shipped result texts', () => {
  const fallback = fallbackTextsOf();

  it('find every shipped questionnaire’s chapter texts by content key', () => {
    for (const q of [questionnaireV1, questionnaireV2])
      for (const chapter of q.chapters)
        expect(fallback.byChapterKey.get(chapter.key)).toBe(chapter.resultTexts);
  });

  it('give a chapter its own questionnaire’s area texts, and an added chapter the current default’s', () => {
    const v1Outer = questionnaireV1.chapters.find((c) => c.area === 'outer');
    const v2Outer = questionnaireV2.chapters.find((c) => c.area === 'outer');
    expect(fallbackAreaTexts(fallback, v1Outer?.key, 'outer')).toBe(questionnaireV1.areaResultTexts.outer);
    expect(fallbackAreaTexts(fallback, v2Outer?.key, 'outer')).toBe(questionnaireV2.areaResultTexts.outer);
    expect(fallbackAreaTexts(fallback, null, 'inner')).toBe(questionnaireV2.areaResultTexts.inner);
    expect(fallbackAreaTexts(fallback, 'an-admins-chapter', 'inner')).toBe(
      questionnaireV2.areaResultTexts.inner,
    );
    expect(questionnaireV1.areaResultTexts.outer).not.toEqual(questionnaireV2.areaResultTexts.outer);
  });
});
