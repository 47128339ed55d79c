import { Info } from 'lucide-react';
import { overviewCopy } from '../../../content/copy';
import { assessmentCopy, queryErrorCopy } from '../../../content/flow-copy';
import type { PublicChapter } from '../../../contract/assessment';
import { chapterNumber, chaptersOfArea, firstChapter, presentText } from '../../../domain/chapters';
import { PAGE_FADE_MS } from '../../../domain/constants';
import type { Area } from '../../../domain/questionnaire';
import { Button } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/loading-state';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { prefetchQuestionnaire, useChapters } from '../../features/assessment/api/get-chapters';
import { QueryError } from '../../features/assessment/components/query-error';
import { useFadeNavigate } from '../../features/flow/hooks/use-fade-navigate';
import { usePageTheme } from '../../features/flow/hooks/use-page-theme';
import { themeForPath } from '../../features/flow/theme-map';
import { flowStorage } from '../../lib/storage';

export function meta() {
  return [
    { title: `${overviewCopy.title} · Uplift Founder Audit` },
    { name: 'description', content: overviewCopy.lead },
  ];
}

const columns: ReadonlyArray<{ area: Area; copy: typeof overviewCopy.inner; tone: string; badge: string }> = [
  { area: 'inner', copy: overviewCopy.inner, tone: 'text-inner-600', badge: 'bg-inner-100 text-inner-900' },
  { area: 'outer', copy: overviewCopy.outer, tone: 'text-outer-600', badge: 'bg-outer-100 text-outer-900' },
];

export default function Overview() {
  usePageTheme(themeForPath('/overview'));
  const chapters = useChapters();
  const { leaving, go } = useFadeNavigate();
  const first = chapters.data ? firstChapter(chapters.data.chapters) : undefined;

  const start = () => {
    if (!first) return;
    prefetchQuestionnaire();
    flowStorage.questionIndex.clear();
    flowStorage.startChapterId.clear();
    go(`/chapter/${encodeURIComponent(first.id)}/intro`, PAGE_FADE_MS);
  };

  return (
    <main
      className="page-fade mx-auto flex min-h-dvh max-w-5xl flex-col px-6 py-12 sm:py-16"
      data-leaving={leaving}
    >
      <h1 className="font-display text-4xl text-ink leading-tight sm:text-5xl">{overviewCopy.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{overviewCopy.lead}</p>

      {chapters.isPending ? (
        // about the height of the chapter cards, so that 'Continue' does not jump when they arrive
        <LoadingState text={overviewCopy.loading} className="mt-10 min-h-[50rem] md:min-h-[40rem]" />
      ) : chapters.isError ? (
        <QueryError
          title={queryErrorCopy.questionsTitle}
          message={chapters.error.message || queryErrorCopy.questionsFallback}
          onRetry={() => void chapters.refetch()}
          retryLabel={assessmentCopy.retry}
        />
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {columns.map(({ area, copy, tone, badge }) => (
            <section
              key={area}
              aria-labelledby={`overview-${area}`}
              className="rounded-card border border-line bg-white p-6 shadow-soft"
            >
              <p className={`font-semibold text-sm uppercase tracking-widest ${tone}`}>{copy.label}</p>
              <h2 id={`overview-${area}`} className="mt-2 font-display text-2xl text-ink">
                {copy.heading}
              </h2>
              <ol className="mt-6 space-y-5">
                {chaptersOfArea(chapters.data.chapters, area).map((chapter) => (
                  <ChapterItem key={chapter.id} chapter={chapter} badge={badge} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}

      <div className="mt-10">
        <Button
          size="lg"
          disabled={leaving || !first}
          onPointerEnter={prefetchQuestionnaire}
          onPointerDown={prefetchQuestionnaire}
          onFocus={prefetchQuestionnaire}
          onClick={start}
        >
          {overviewCopy.cta}
        </Button>
      </div>
    </main>
  );
}

function ChapterItem({ chapter, badge }: { chapter: PublicChapter; badge: string }) {
  const description = presentText(chapter.description) ?? overviewCopy.noDescription;
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className={`flex size-10 shrink-0 items-center justify-center rounded-full font-semibold text-sm tabular-nums ${badge}`}
      >
        {chapterNumber(chapter.position)}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold text-ink text-lg">{chapter.title}</h3>
          <Popover>
            <PopoverTrigger
              className="-my-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-black/5 hover:text-ink md:hidden"
              aria-label={overviewCopy.infoButtonLabel(chapter.title)}
            >
              <Info aria-hidden="true" className="size-5" />
            </PopoverTrigger>
            <PopoverContent align="start">
              <p className="font-semibold text-ink">{chapter.title}</p>
              <p className="mt-1 text-muted text-sm">{description}</p>
            </PopoverContent>
          </Popover>
        </div>
        <p className="mt-1 hidden text-muted md:block">{description}</p>
      </div>
    </li>
  );
}
