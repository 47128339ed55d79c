import { landingCopy } from '../../../content/copy';
import { PAGE_FADE_MS } from '../../../domain/constants';
import { Button } from '../../components/ui/button';
import { useCountVisit } from '../../features/consent/count-visit';
import { useFadeNavigate } from '../../features/flow/hooks/use-fade-navigate';
import { setPageTheme, usePageTheme } from '../../features/flow/hooks/use-page-theme';

export function meta() {
  return [{ title: 'Uplift Founder Audit' }, { name: 'description', content: landingCopy.subline }];
}

export default function Landing() {
  usePageTheme('neutral');
  useCountVisit('landing');
  const { leaving, go } = useFadeNavigate();
  return (
    <main
      className="page-fade relative isolate mx-auto flex min-h-dvh max-w-5xl flex-col justify-center px-6 py-16"
      data-leaving={leaving}
    >
      {/* The two games, drawn as two fields of colour that drift together: transform only, so the
          headline paints at once (LCP) and reduced motion stills them. */}
      <div aria-hidden="true" data-testid="hero-motion" className="hero-fields">
        <span className="hero-field hero-field-inner" />
        <span className="hero-field hero-field-outer" />
      </div>
      <p className="text-sm font-semibold tracking-widest text-inner-600 uppercase">{landingCopy.eyebrow}</p>
      <h1 className="hero-rise mt-4 max-w-3xl font-display text-4xl leading-tight text-ink sm:text-5xl">
        {landingCopy.headline}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted">{landingCopy.subline}</p>
      <ul className="mt-6 flex flex-wrap gap-2 text-sm text-muted">
        {landingCopy.facts.map((fact) => (
          <li key={fact} className="rounded-full border border-line bg-white px-3 py-1">
            {fact}
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <Button
          size="lg"
          disabled={leaving}
          onClick={() => go('/introduction', PAGE_FADE_MS, () => setPageTheme('olive'))}
        >
          {landingCopy.cta}
        </Button>
      </div>
    </main>
  );
}
