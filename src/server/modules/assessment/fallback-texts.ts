import { defaultQuestionnaire, shippedQuestionnaires } from '../../../content/default-questionnaire';
import type { SeedQuestionnaire } from '../../../domain/questionnaire';
import type { FallbackTexts } from './result-view';

/**
 * The result texts shipped with the content, looked up by a seeded chapter's content key: every shipped
 * questionnaire's chapters (their keys are distinct), each with its own questionnaire's area texts.
 */
export function fallbackTextsOf(
  questionnaires: readonly SeedQuestionnaire[] = shippedQuestionnaires.map((s) => s.questionnaire),
  current: SeedQuestionnaire = defaultQuestionnaire,
): FallbackTexts {
  const chapters = questionnaires.flatMap((q) => q.chapters.map((c) => ({ c, areas: q.areaResultTexts })));
  return {
    byChapterKey: new Map(chapters.map(({ c }) => [c.key, c.resultTexts])),
    areaByChapterKey: new Map(chapters.map(({ c, areas }) => [c.key, areas])),
    byArea: current.areaResultTexts,
  };
}
