import { introductionCopy } from '../../../content/copy';
import { INTRODUCTION_CONTINUE_DELAY_MS } from '../../../domain/constants';
import { Button } from '../../components/ui/button';
import { useFadeNavigate } from '../../features/flow/hooks/use-fade-navigate';
import { usePageTheme } from '../../features/flow/hooks/use-page-theme';
import { themeForPath } from '../../features/flow/theme-map';

export function meta() {
  return [
    { title: `${introductionCopy.title} · Uplift Founder Audit` },
    { name: 'description', content: introductionCopy.lead },
  ];
}

export default function Introduction() {
  usePageTheme(themeForPath('/introduction'));
  const { leaving, go } = useFadeNavigate();
  const games = [
    { key: 'inner', game: introductionCopy.innerGame, accent: 'text-inner-600', dot: 'bg-inner-600' },
    { key: 'outer', game: introductionCopy.outerGame, accent: 'text-outer-600', dot: 'bg-outer-600' },
  ];
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-5xl flex-col justify-center px-6 py-12 text-white transition-opacity duration-250 ease-out data-[leaving=true]:opacity-0 sm:py-16"
      data-leaving={leaving}
    >
      <p className="font-semibold text-outer-100 text-sm uppercase tracking-widest">
        {introductionCopy.eyebrow}
      </p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{introductionCopy.title}</h1>
      <p className="mt-5 max-w-2xl text-lg text-white/90">{introductionCopy.lead}</p>

      <div className="mt-10 grid gap-4 md:grid-cols-2">
        {games.map(({ key, game, accent, dot }) => (
          <section
            key={key}
            aria-labelledby={`game-${key}`}
            className="rounded-card bg-white p-6 text-ink shadow-soft"
          >
            <p className={`flex items-center gap-2 font-semibold text-sm uppercase tracking-wider ${accent}`}>
              <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
              {game.subtitle}
            </p>
            <h2 id={`game-${key}`} className="mt-2 font-display text-2xl">
              {game.title}
            </h2>
            <p className="mt-3 text-muted">{game.body}</p>
          </section>
        ))}
      </div>

      <section aria-labelledby="how-it-works" className="mt-10 max-w-3xl">
        <h2 id="how-it-works" className="font-semibold text-xl">
          {introductionCopy.howItWorksTitle}
        </h2>
        <ol className="mt-4 space-y-3">
          {introductionCopy.howItWorks.map((step, index) => (
            <li key={step} className="flex gap-3 text-white/90">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white/15 font-semibold text-sm text-white"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-10">
        <Button
          size="lg"
          variant="secondary"
          disabled={leaving}
          onClick={() => go('/overview', INTRODUCTION_CONTINUE_DELAY_MS)}
        >
          {introductionCopy.cta}
        </Button>
      </div>
    </main>
  );
}
