import type { MetaDescriptor } from 'react-router';
import { chapterPageCopy } from '../../../content/copy';
import type { PublicChapter } from '../../../contract/assessment';
import { chapterIntroTexts, presentText } from '../../../domain/chapters';
import { metaDescription } from '../../../domain/sanitize';
import { queryClient } from '../../lib/query-client';
import { questionnaireQueryOptions } from './api/get-questionnaire';

const SITE = 'Uplift Founder Audit';

export interface ChapterMetaData {
  /** undefined: the questionnaire could not be loaded (the page shows that state itself) */
  chapter:
    | Pick<
        PublicChapter,
        'title' | 'description' | 'introTitle' | 'introDescription' | 'position' | 'outroTitle'
      >
    | null
    | undefined;
}

/**
 * Loads the questionnaire into the shared cache before a chapter page renders, so its page meta can
 * name the chapter. Never throws: a failure is the page's own error state.
 */
export async function loadChapterMeta(chapterId: string | undefined): Promise<ChapterMetaData> {
  try {
    const questionnaire = await queryClient.ensureQueryData(questionnaireQueryOptions());
    const chapter = questionnaire.chapters.find((candidate) => candidate.id === chapterId);
    return { chapter: chapter ?? null };
  } catch {
    return { chapter: undefined };
  }
}

/** Title and description of a chapter page; the description is cut at 150 characters (spec 9). */
export function chapterMeta(data: ChapterMetaData | undefined, page: 'intro' | 'outro'): MetaDescriptor[] {
  const chapter = data?.chapter;
  if (chapter === null) return [{ title: `${chapterPageCopy.notFound} · ${SITE}` }];
  if (!chapter) return [{ title: SITE }];
  const texts = chapterIntroTexts(chapter);
  const title = page === 'outro' ? (presentText(chapter.outroTitle) ?? texts.title) : texts.title;
  const description = metaDescription(presentText(chapter.description) ?? texts.description);
  return [
    { title: `${title} · ${chapter.title} · ${SITE}` },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}
