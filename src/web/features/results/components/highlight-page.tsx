import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { resultsCopy } from '../../../../content/results-copy';
import { buttonClasses } from '../../../components/ui/button';
import { ScoreGauge } from '../../../components/ui/score-gauge';
import { usePageTheme } from '../../flow/hooks/use-page-theme';
import { useResults } from '../hooks/use-results';
import { ResultsError, ResultsLoading } from './result-states';

type Highlight = { title: string; average: number; area: 'inner' | 'outer' };

/** The shared frame of the core strength and uplift potential pages. */
export function HighlightPage({
  pick,
  title,
  empty,
  children,
}: {
  pick: (
    view: NonNullable<Extract<ReturnType<typeof useResults>['state'], { status: 'ready' }>['view']>,
  ) => Highlight | null;
  title: (chapter: string) => string;
  empty: string;
  children: (view: Extract<ReturnType<typeof useResults>['state'], { status: 'ready' }>['view']) => ReactNode;
}) {
  const { state } = useResults();
  const highlight = state.status === 'ready' ? pick(state.view) : null;
  usePageTheme(highlight?.area ?? 'neutral');
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to="/results" className="text-muted text-sm underline">
        {resultsCopy.backToResults}
      </Link>
      {state.status === 'loading' && <ResultsLoading />}
      {state.status === 'error' && <ResultsError />}
      {(state.status === 'empty' || (state.status === 'ready' && !highlight)) && (
        <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-6 text-center">
          <h1 className="font-display text-3xl text-ink">{empty}</h1>
          <Link to="/assessment" className={buttonClasses('primary')}>
            {resultsCopy.takeAssessment}
          </Link>
        </div>
      )}
      {state.status === 'ready' && highlight && (
        <article className="mt-6 flex flex-col gap-8 rounded-card border border-line bg-white p-6 shadow-soft sm:p-10">
          <header className="flex flex-col items-center gap-4 text-center">
            <h1 className="font-display text-3xl text-ink sm:text-4xl">{title(highlight.title)}</h1>
            <ScoreGauge score={highlight.average} label={highlight.title} size={168} />
            <p className="text-muted text-sm">{resultsCopy.highlightArea[highlight.area]}</p>
          </header>
          {children(state.view)}
        </article>
      )}
    </main>
  );
}
