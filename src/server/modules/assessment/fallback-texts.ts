import { defaultQuestionnaire } from '../../../content/questionnaire';
import type { SeedQuestionnaire } from '../../../domain/questionnaire';
import type { FallbackTexts } from './result-view';

/** The result texts shipped with the content, looked up by a seeded chapter's content key. */
export function fallbackTextsOf(questionnaire: SeedQuestionnaire = defaultQuestionnaire): FallbackTexts {
  return {
    byChapterKey: new Map(questionnaire.chapters.map((c) => [c.key, c.resultTexts])),
    byArea: questionnaire.areaResultTexts,
  };
}
