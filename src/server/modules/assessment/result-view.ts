import type { ChapterResult, ResultView } from '../../../contract/assessment';
import { CHAPTER_INSIGHT_TIER_LABELS, chapterInsightTier, innerOuterBalance } from '../../../domain/bands';
import { insightRequestFromResult, overallInsightOrFallback } from '../../../domain/overall-insight';
import type { ResultTexts } from '../../../domain/questionnaire';
import {
  type CustomChapterContent,
  chooseQuestionInsight,
  coreStrengthTexts,
  type ResultTextSources,
  upliftPotentialTexts,
} from '../../../domain/result-texts';
import type { AssessmentResult, ChapterStat } from '../../../domain/scoring';
import type { ChapterRow, QuestionRow } from './repository';

/** Fallback result texts shipped with the content: per seeded chapter (by content key) and per area. */
export type FallbackTexts = {
  byChapterKey: ReadonlyMap<string, ResultTexts>;
  /** the area texts of the questionnaire a seeded chapter came from */
  areaByChapterKey: ReadonlyMap<string, Readonly<Record<'inner' | 'outer', ResultTexts>>>;
  /** the current default's area texts, for a chapter an admin added */
  byArea: Readonly<Record<'inner' | 'outer', ResultTexts>>;
};

/** A chapter's area texts: its own questionnaire's when it was seeded, the current default's otherwise. */
export function fallbackAreaTexts(
  fallback: FallbackTexts,
  contentKey: string | null | undefined,
  area: 'inner' | 'outer',
): ResultTexts {
  return (
    (contentKey ? fallback.areaByChapterKey.get(contentKey)?.[area] : undefined) ?? fallback.byArea[area]
  );
}

export type CustomContentByChapter = ReadonlyMap<
  string,
  { core_strength?: CustomChapterContent; uplift_potential?: CustomChapterContent }
>;

type ViewInput = {
  sessionId: string;
  completedAt: Date;
  /** the questionnaire version's number */
  version: number;
  result: AssessmentResult;
  chapters: readonly ChapterRow[];
  questions: readonly QuestionRow[];
  custom: CustomContentByChapter;
  fallback: FallbackTexts;
  /** the signed-in owner sees everything; anyone else gets scores without the gated fields */
  owner: boolean;
  /** the insight written when the result was stored; older results get the rule-based one */
  storedInsight: string | null;
};

/**
 * Turns a computed result into what the results pages show. For a caller who is not the owner, the
 * gated texts are left out entirely, so they are in neither the page nor the network response.
 */
export function buildResultView(input: ViewInput): ResultView {
  const { result, owner } = input;
  const chapterById = new Map(input.chapters.map((c) => [c.id, c]));
  const questionById = new Map(input.questions.map((q) => [q.id, q]));

  const breakdown = (stat: ChapterStat) =>
    stat.questionScores.map((score) => {
      const question = questionById.get(score.questionId);
      return {
        questionId: score.questionId,
        position: score.position,
        text: question?.text ?? '',
        value: score.value,
        // only when true: results without such answers keep the shape they had before it existed
        ...(score.notApplicable ? { notApplicable: true } : {}),
        insight: score.value !== null && question ? chooseQuestionInsight(score.value, question) : null,
      };
    });

  const sources = (stat: ChapterStat, kind: 'core_strength' | 'uplift_potential'): ResultTextSources => {
    const key = chapterById.get(stat.id)?.contentKey;
    return {
      custom: input.custom.get(stat.id)?.[kind] ?? null,
      chapterTexts: key ? (input.fallback.byChapterKey.get(key) ?? null) : null,
      areaTexts: fallbackAreaTexts(input.fallback, key, stat.area),
    };
  };

  const chapters: ChapterResult[] = result.answeredChapters.map((stat) => {
    const tier = chapterInsightTier(stat.average);
    return {
      id: stat.id,
      title: stat.title,
      area: stat.area,
      position: stat.position,
      average: stat.average,
      answeredCount: stat.answeredCount,
      ...(stat.notApplicableCount > 0 ? { notApplicableCount: stat.notApplicableCount } : {}),
      questionCount: stat.questionCount,
      ...(owner
        ? { insight: { tier, tierLabel: CHAPTER_INSIGHT_TIER_LABELS[tier], questions: breakdown(stat) } }
        : {}),
    };
  });

  const highlight = (stat: ChapterStat) => ({
    chapterId: stat.id,
    title: stat.title,
    area: stat.area,
    position: stat.position,
    average: stat.average,
  });

  const core = result.coreStrength;
  const coreTexts = core ? coreStrengthTexts(core, sources(core, 'core_strength')) : null;
  const uplift = result.upliftPotential;
  const upliftTexts = uplift ? upliftPotentialTexts(uplift, sources(uplift, 'uplift_potential')) : null;

  return {
    sessionId: input.sessionId,
    completedAt: input.completedAt.toISOString(),
    version: input.version,
    gated: !owner,
    overall: result.overall,
    inner: result.inner,
    outer: result.outer,
    balance: innerOuterBalance(result.inner, result.outer),
    overallInsight: input.storedInsight ?? overallInsightOrFallback(insightRequestFromResult(result)),
    answeredCount: result.answeredCount,
    questionCount: result.questionCount,
    chapters,
    ...(result.notApplicableChapters.length > 0
      ? {
          notScoredChapters: result.notApplicableChapters.map((stat) => ({
            id: stat.id,
            title: stat.title,
            area: stat.area,
            position: stat.position,
            answeredCount: stat.answeredCount,
            notApplicableCount: stat.notApplicableCount,
            questionCount: stat.questionCount,
          })),
        }
      : {}),
    coreStrength:
      core && coreTexts
        ? {
            ...highlight(core),
            description: coreTexts.description,
            ...(owner
              ? {
                  questions: breakdown(core),
                  zoneOfGenius: coreTexts.zoneOfGenius,
                  howOthersSeeYou: coreTexts.howOthersSeeYou,
                }
              : {}),
          }
        : null,
    upliftPotential:
      uplift && upliftTexts
        ? {
            ...highlight(uplift),
            description: upliftTexts.description,
            ...(owner
              ? {
                  questions: breakdown(uplift),
                  energyDrains: upliftTexts.energyDrains,
                  improvementPath: upliftTexts.improvementPath,
                }
              : {}),
          }
        : null,
  };
}

/**
 * What anyone but the signed-in owner sees of a stored result: the scores, without the gated texts
 * (`GATED_RESULT_FIELDS`), which are then in neither the page nor the network response.
 */
export function gatedResultView(view: ResultView): ResultView {
  const { coreStrength: core, upliftPotential: uplift } = view;
  return {
    ...view,
    gated: true,
    chapters: view.chapters.map(({ insight: _insight, ...chapter }) => chapter),
    coreStrength: core
      ? (({ questions: _q, zoneOfGenius: _z, howOthersSeeYou: _h, ...rest }) => rest)(core)
      : null,
    upliftPotential: uplift
      ? (({ questions: _q, energyDrains: _e, improvementPath: _i, ...rest }) => rest)(uplift)
      : null,
  };
}

/**
 * A stored result as it was given: its snapshot, with the overall insight written for it (if any). The
 * snapshot was built by `buildResultView` and is not parsed again on each read (every answer still is).
 */
export function storedResultView(snapshot: ResultView, overallInsight: string | null): ResultView {
  return overallInsight ? { ...snapshot, overallInsight } : snapshot;
}
