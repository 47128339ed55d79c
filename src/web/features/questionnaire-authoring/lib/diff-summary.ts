import type { ChapterDiff, QuestionnaireDiff } from '../../../../contract/questionnaire';
import { authoringCopy } from '../copy';

const copy = authoringCopy.review;

/** Whether a chapter has anything to show: its own change or a change of one of its questions. */
export function chapterHasChanges(chapter: ChapterDiff): boolean {
  return chapter.status !== 'unchanged' || chapter.questions.some((q) => q.status !== 'unchanged');
}

export interface DiffCounts {
  chaptersAdded: number;
  chaptersRemoved: number;
  chaptersChanged: number;
  questionsAdded: number;
  questionsRemoved: number;
  questionsChanged: number;
}

/**
 * What the draft changes, counted. The questions of an added or removed chapter count as added or
 * removed questions; a chapter counts as changed when it or one of its questions changed.
 */
export function countChanges(diff: QuestionnaireDiff): DiffCounts {
  const counts: DiffCounts = {
    chaptersAdded: 0,
    chaptersRemoved: 0,
    chaptersChanged: 0,
    questionsAdded: 0,
    questionsRemoved: 0,
    questionsChanged: 0,
  };
  for (const chapter of diff.chapters) {
    if (chapter.status === 'added') counts.chaptersAdded++;
    else if (chapter.status === 'removed') counts.chaptersRemoved++;
    else if (chapterHasChanges(chapter)) counts.chaptersChanged++;
    for (const question of chapter.questions) {
      if (question.status === 'added') counts.questionsAdded++;
      else if (question.status === 'removed') counts.questionsRemoved++;
      else if (question.status === 'changed') counts.questionsChanged++;
    }
  }
  return counts;
}

/** The counts as phrases, leaving out the zeros: ['1 chapter added', '3 questions changed']. */
export function countPhrases(counts: DiffCounts): string[] {
  return (Object.keys(counts) as Array<keyof DiffCounts>)
    .filter((key) => counts[key] > 0)
    .map((key) => copy.counts[key](counts[key]));
}

/**
 * A diff field's name as the admin reads it: chapter and question fields by their editor labels,
 * custom content (`core_strength.zone_of_genius`) as 'Core strength · Your Zone of Genius'.
 */
export function fieldLabel(field: string): string {
  const known = copy.fields[field];
  if (known) return known;
  const [kind, section] = field.split('.');
  if (kind && section && copy.contentKinds[kind])
    return `${copy.contentKinds[kind]} · ${copy.contentSections[section] ?? humanize(section)}`;
  return humanize(field);
}

/** 'outroDescription' or 'outro_description' → 'Outro description'. */
function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A before or after value: '(empty)' for none, yes/no for flags, an area by its name. */
export function fieldValue(value: string | null, field?: string): string {
  if (value === null || value.trim() === '') return copy.empty;
  if (field === 'area' && (value === 'inner' || value === 'outer')) return copy.area[value];
  if (value === 'true') return copy.yes;
  if (value === 'false') return copy.no;
  return value;
}
