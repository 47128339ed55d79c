import { useEffect } from 'react';
import { useParams } from 'react-router';
import { chapterPageCopy } from '../../../content/copy';
import { introCopy, queryErrorCopy } from '../../../content/flow-copy';
import { chapterIntroTexts } from '../../../domain/chapters';
import { PAGE_FADE_MS } from '../../../domain/constants';
import { Button } from '../../components/ui/button';
import { useQuestionnaire } from '../../features/assessment/api/get-questionnaire';
import { chapterMeta, loadChapterMeta } from '../../features/assessment/chapter-meta';
import { ChapterIcon } from '../../features/assessment/components/chapter-icon';
import { ChapterNotFound } from '../../features/assessment/components/chapter-not-found';
import { PageLoading } from '../../features/assessment/components/page-loading';
import { QueryError } from '../../features/assessment/components/query-error';
import { splitQuote } from '../../features/assessment/quote';
import { useFadeNavigate } from '../../features/flow/hooks/use-fade-navigate';
import { setPageTheme } from '../../features/flow/hooks/use-page-theme';
import { themeForArea } from '../../features/flow/theme-map';
import { flowStorage } from '../../lib/storage';
import type { Route } from './+types/chapter-intro';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadChapterMeta(params.chapterId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return chapterMeta(loaderData, 'intro');
}

export function HydrateFallback() {
  return <PageLoading text={introCopy.loading} />;
}

export default function ChapterIntro() {
  const { chapterId } = useParams();
  const questionnaire = useQuestionnaire();
  const { leaving, go } = useFadeNavigate();
  const chapter = questionnaire.data?.chapters.find((candidate) => candidate.id === chapterId);

  useEffect(() => {
    if (!chapter) return;
    setPageTheme(themeForArea(chapter.area));
    flowStorage.currentChapterArea.set(chapter.area);
  }, [chapter]);

  if (questionnaire.isPending) return <PageLoading text={introCopy.loading} />;
  if (questionnaire.isError)
    return (
      <main>
        <QueryError
          fullPage
          title={queryErrorCopy.questionsTitle}
          message={questionnaire.error.message || queryErrorCopy.questionsFallback}
          onRetry={() => void questionnaire.refetch()}
        />
      </main>
    );
  if (!chapter) return <ChapterNotFound />;

  const texts = chapterIntroTexts(chapter);
  const quote = texts.quote ? splitQuote(texts.quote) : null;
  const start = () => {
    flowStorage.startChapterId.set(chapter.id);
    go('/assessment', PAGE_FADE_MS);
  };

  return (
    <main
      className="page-fade mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center px-6 py-12 text-center sm:py-16"
      data-leaving={leaving}
    >
      <ChapterIcon iconUrl={chapter.iconUrl} position={chapter.position} />
      <p className="mt-6 font-semibold text-[var(--theme-accent)] text-sm uppercase tracking-widest">
        {texts.subtitle}
      </p>
      <h1 className="mt-3 font-display text-4xl text-[var(--theme-deep)] leading-tight sm:text-5xl">
        {texts.title}
      </h1>
      {quote && (
        <figure className="mt-8">
          <blockquote className="font-display text-ink text-xl italic leading-relaxed">
            <p>{quote.quote}</p>
          </blockquote>
          {quote.attribution && (
            <figcaption className="mt-2 text-muted text-sm">— {quote.attribution}</figcaption>
          )}
        </figure>
      )}
      {texts.description && (
        <p className="mt-6 text-left text-lg text-muted leading-relaxed">{texts.description}</p>
      )}
      <Button size="lg" className="mt-10" disabled={leaving} onClick={start}>
        {chapterPageCopy.cta}
      </Button>
    </main>
  );
}
