import type { PublicChapter } from '../../../contract/assessment';
import type { DiffChapter } from '../../../domain/questionnaire-diff';
import type { ChapterRow } from './repository';

/**
 * A chapter's own fields: what respondents see and what the version diff compares. Typed as both, so a
 * field added to either has to be picked here, and so reaches the other too.
 */
export type ChapterFields = PublicChapter & Omit<DiffChapter, 'custom'>;

export function chapterFields(row: ChapterRow): ChapterFields {
  return {
    id: row.id,
    area: row.area,
    position: row.position,
    title: row.title,
    description: row.description,
    introTitle: row.introTitle,
    introSubtitle: row.introSubtitle,
    introDescription: row.introDescription,
    introQuote: row.introQuote,
    iconUrl: row.iconUrl,
    outroEnabled: row.outroEnabled,
    outroTitle: row.outroTitle,
    outroDescription: row.outroDescription,
  };
}
