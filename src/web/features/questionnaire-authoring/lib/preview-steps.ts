import type { AdminChapter, AdminQuestion } from '../../../../contract/admin';
import { hasOutro, orderQuestions, sortChapters } from '../../../../domain/chapters';

export type PreviewStep =
  | { kind: 'intro'; chapter: AdminChapter }
  | { kind: 'question'; chapter: AdminChapter; question: AdminQuestion; number: number; total: number }
  | { kind: 'outro'; chapter: AdminChapter }
  | { kind: 'results' };

/**
 * The pages a respondent goes through, in order: per chapter its intro, its questions one at a time and
 * its outro (only when it has one), then the results.
 */
export function previewSteps(
  chapters: readonly AdminChapter[],
  questions: readonly AdminQuestion[],
): PreviewStep[] {
  const ordered = orderQuestions(chapters, questions);
  const total = ordered.length;
  const steps: PreviewStep[] = [];
  let number = 0;
  for (const chapter of sortChapters(chapters)) {
    steps.push({ kind: 'intro', chapter });
    for (const question of ordered.filter((q) => q.chapterId === chapter.id)) {
      number++;
      steps.push({ kind: 'question', chapter, question, number, total });
    }
    if (hasOutro(chapter)) steps.push({ kind: 'outro', chapter });
  }
  steps.push({ kind: 'results' });
  return steps;
}
