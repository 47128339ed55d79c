import { z } from 'zod';
import { energyDrainWording, questionInsightBand, resultTextTier } from './bands';
import { presentText } from './chapters';
import type { Area, ResultTexts } from './questionnaire';

/** The page kinds custom chapter content is keyed by (with the chapter id), spec section 3. */
export const CUSTOM_CONTENT_PAGE_KINDS = ['core_strength', 'uplift_potential'] as const;
export type CustomContentPageKind = (typeof CUSTOM_CONTENT_PAGE_KINDS)[number];

/** The sections an admin can write for a chapter, spec section 3. */
export const CUSTOM_CONTENT_SECTIONS = [
  'zone_of_genius',
  'how_others_see_you',
  'description',
  'energy_drains',
  'improvement_path',
] as const;
export type CustomContentSection = (typeof CUSTOM_CONTENT_SECTIONS)[number];
export const customContentSectionSchema = z.enum(CUSTOM_CONTENT_SECTIONS);

/** Admin-written texts of one chapter; missing, empty and whitespace-only entries count as absent. */
export type CustomChapterContent = Partial<Record<CustomContentSection, string | null>>;

/** Where a chapter's result texts come from, in order of preference. */
export interface ResultTextSources {
  custom?: CustomChapterContent | null;
  /** the chapter's own fallback texts, when it has them (seeded chapters do) */
  chapterTexts?: ResultTexts | null;
  /** the fallback texts of the chapter's area: always there */
  areaTexts: ResultTexts;
}

/** Picks the fallback texts of a chapter's area from the per-area set. */
export function areaResultTexts(area: Area, byArea: Readonly<Record<Area, ResultTexts>>): ResultTexts {
  return byArea[area];
}

function fallbackTexts(sources: ResultTextSources): ResultTexts {
  return sources.chapterTexts ?? sources.areaTexts;
}

function customText(sources: ResultTextSources, section: CustomContentSection): string | null {
  return presentText(sources.custom?.[section])?.trim() ?? null;
}

/** 'Your Zone of Genius': custom content first, else the fallback for the average's tier (4 / 3). */
export function chooseZoneOfGenius(average: number, sources: ResultTextSources): string {
  return (
    customText(sources, 'zone_of_genius') ?? fallbackTexts(sources).zoneOfGenius[resultTextTier(average)]
  );
}

/** 'How Others See You': custom content first, else the fallback for the average's tier. */
export function chooseHowOthersSeeYou(average: number, sources: ResultTextSources): string {
  return (
    customText(sources, 'how_others_see_you') ??
    fallbackTexts(sources).howOthersSeeYou[resultTextTier(average)]
  );
}

/** 'Your Potential Energy Drains': custom content first, else the fallback, stronger at 2 or below. */
export function chooseEnergyDrains(average: number, sources: ResultTextSources): string {
  return (
    customText(sources, 'energy_drains') ?? fallbackTexts(sources).energyDrains[energyDrainWording(average)]
  );
}

const LIST_MARKER = /^(?:[-*•]|\d+[.)])\s+/;

/**
 * 'Your Path to Improvement' as steps. Admins write it as one text: each non-empty line is a step, with
 * list markers ('- ', '• ', '1. ') removed. Without custom content, the fallback's steps.
 */
export function chooseImprovementPath(sources: ResultTextSources): string[] {
  const custom = customText(sources, 'improvement_path');
  if (custom === null) return [...fallbackTexts(sources).improvementPath];
  return custom
    .split(/\r?\n/)
    .map((line) => line.trim().replace(LIST_MARKER, '').trim())
    .filter((line) => line !== '');
}

/** The chapter description on the core strength / uplift pages: custom content if present. */
export function chooseChapterDescription(
  chapterDescription: string | null | undefined,
  custom?: CustomChapterContent | null,
): string | null {
  return presentText(custom?.description)?.trim() ?? presentText(chapterDescription);
}

/** The texts of the core strength section and page. */
export function coreStrengthTexts(
  chapter: { average: number; description?: string | null },
  sources: ResultTextSources,
): { description: string | null; zoneOfGenius: string; howOthersSeeYou: string } {
  return {
    description: chooseChapterDescription(chapter.description, sources.custom),
    zoneOfGenius: chooseZoneOfGenius(chapter.average, sources),
    howOthersSeeYou: chooseHowOthersSeeYou(chapter.average, sources),
  };
}

/** The texts of the uplift potential section and page. */
export function upliftPotentialTexts(
  chapter: { average: number; description?: string | null },
  sources: ResultTextSources,
): { description: string | null; energyDrains: string; improvementPath: string[] } {
  return {
    description: chooseChapterDescription(chapter.description, sources.custom),
    energyDrains: chooseEnergyDrains(chapter.average, sources),
    improvementPath: chooseImprovementPath(sources),
  };
}

/** The insight of one answered question by its band (2 or less low, 3 medium, 4 or more high). */
export function chooseQuestionInsight(
  score: number,
  question: { insightLow?: string | null; insightMedium?: string | null; insightHigh?: string | null },
): string | null {
  const band = questionInsightBand(score);
  const text =
    band === 'high' ? question.insightHigh : band === 'medium' ? question.insightMedium : question.insightLow;
  return presentText(text);
}
