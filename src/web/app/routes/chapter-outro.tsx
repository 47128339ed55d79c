import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { chapterPageCopy } from '../../../content/copy';
import { introCopy, outroCopy, queryErrorCopy } from '../../../content/flow-copy';
import { chapterIntroTexts, hasOutro, presentText } from '../../../domain/chapters';
import { OUTRO_AUTO_SKIP_MS, PAGE_FADE_MS } from '../../../domain/constants';
import { outroDestination } from '../../../domain/progress';
import { Button } from '../../components/ui/button';
import { useQuestionnaire } from '../../features/assessment/api/get-questionnaire';
import { chapterMeta, loadChapterMeta } from '../../features/assessment/chapter-meta';
import { ChapterNotFound } from '../../features/assessment/components/chapter-not-found';
import { PageLoading } from '../../features/assessment/components/page-loading';
import { QueryError } from '../../features/assessment/components/query-error';
import { useAutoProgress } from '../../features/flow/hooks/use-auto-progress';
import { setPageTheme } from '../../features/flow/hooks/use-page-theme';
import { themeForArea } from '../../features/flow/theme-map';
import { flowStorage } from '../../lib/storage';
import type { Route } from './+types/chapter-outro';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadChapterMeta(params.chapterId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return chapterMeta(loaderData, 'outro');
}

export function HydrateFallback() {
  return <PageLoading text={introCopy.loading} />;
}

/** Where this outro leads, read once from session storage (spec 2: results, next chapter, assessment). */
function readDestination(): string {
  return outroDestination({
    goToResults: flowStorage.goToResultsAfterOutro.get(),
    nextChapterId: flowStorage.nextChapterIdAfterOutro.get(),
  });
}

export default function ChapterOutro() {
  const { chapterId } = useParams();
  const navigate = useNavigate();
  const questionnaire = useQuestionnaire();
  const chapter = questionnaire.data?.chapters.find((candidate) => candidate.id === chapterId);
  const shown = chapter ? hasOutro(chapter) : false;
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Leaves for the destination after `delayMs`; the stored flags are used up on the way out. */
  const leave = useCallback(
    (delayMs: number, replace: boolean) => {
      if (timer.current) return;
      const destination = readDestination();
      setLeaving(true);
      timer.current = setTimeout(() => {
        if (destination.startsWith('/chapter/')) flowStorage.nextChapterIdAfterOutro.clear();
        navigate(destination, { replace });
      }, delayMs);
    },
    [navigate],
  );

  useEffect(() => {
    if (!chapter) return;
    // The theme already follows the next chapter (set when the chapter changed); else this chapter's.
    setPageTheme(themeForArea(flowStorage.currentChapterArea.get() ?? chapter.area));
    if (!hasOutro(chapter)) leave(OUTRO_AUTO_SKIP_MS, true);
  }, [chapter, leave]);

  const secondsLeft = useAutoProgress(shown && !leaving, () => leave(PAGE_FADE_MS, false));

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
  if (!shown) return <main aria-busy="true" className="min-h-dvh" />;

  const subtitle = chapterIntroTexts(chapter).subtitle;
  const title = presentText(chapter.outroTitle);
  const description = presentText(chapter.outroDescription);
  return (
    <main
      className="page-fade mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center px-6 py-12 text-center sm:py-16"
      data-leaving={leaving}
    >
      <CircleCheck aria-hidden="true" className="size-14 text-[var(--theme-accent)]" strokeWidth={1.5} />
      <p className="mt-6 font-semibold text-[var(--theme-accent)] text-sm uppercase tracking-widest">
        {outroCopy.completedLabel} · {subtitle}
      </p>
      <h1 className="mt-3 font-display text-4xl text-[var(--theme-deep)] leading-tight sm:text-5xl">
        {title ?? chapter.title}
      </h1>
      {description && <p className="mt-6 text-lg text-muted leading-relaxed">{description}</p>}
      <Button size="lg" className="mt-10" disabled={leaving} onClick={() => leave(PAGE_FADE_MS, false)}>
        {chapterPageCopy.cta}
      </Button>
      <p className="mt-4 min-h-5 text-muted text-sm" aria-hidden="true">
        {secondsLeft !== null && secondsLeft > 0 ? outroCopy.autoProgress(secondsLeft) : ''}
      </p>
    </main>
  );
}
