import { Link } from 'react-router';
import { consentCopy } from '../../../content/consent-copy';
import { acceptAllConsent, type ConsentChoices, essentialOnlyConsent } from '../../../domain/consent';
import { Button } from '../../components/ui/button';

// Tighter than the default button, so the three choices share one row from 360 px on.
const choiceClass = 'min-h-10! flex-auto whitespace-nowrap px-3! text-sm! sm:flex-none sm:px-4!';

/**
 * The first-visit banner: 'Customize', 'Only Essential', 'Accept All'. A bar that opens the page, in its
 * flow, before the screen's content: it pushes the page down and never covers it, so nobody has to
 * answer it to go on (app.css sizes the full-height screens below it).
 */
export function ConsentBanner({
  prerendered = false,
  onChoose,
  onCustomize,
}: {
  /**
   * true in the prerendered HTML and while hydrating: hidden then if a choice is stored (app.css), and
   * its buttons disabled, since a click before hydration would be lost
   */
  prerendered?: boolean;
  onChoose(choices: ConsentChoices): void;
  onCustomize(): void;
}) {
  const copy = consentCopy.banner;
  // Top-aligned in the space app.css reserves, the choices at its foot: when the web font arrives and
  // the text takes a line less, nothing in the banner or below it moves.
  return (
    <section
      data-consent-banner={prerendered ? 'prerendered' : 'live'}
      aria-labelledby="consent-banner-title"
      className="consent-banner relative z-10 flex border-line border-b bg-white text-ink"
    >
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-start lg:gap-8">
        <div className="text-sm leading-snug lg:flex-1">
          <h2 id="consent-banner-title" className="inline font-semibold">
            {copy.title}
          </h2>{' '}
          <p className="inline text-muted">
            {copy.body}{' '}
            <Link to="/cookies" className="text-ink underline underline-offset-2">
              {copy.policyLink}
            </Link>
          </p>
        </div>
        <div className="mt-auto flex gap-2 sm:justify-end lg:mt-0 lg:shrink-0">
          <Button variant="ghost" className={choiceClass} disabled={prerendered} onClick={onCustomize}>
            {copy.customize}
          </Button>
          <Button
            variant="secondary"
            className={choiceClass}
            disabled={prerendered}
            onClick={() => onChoose(essentialOnlyConsent())}
          >
            {copy.essentialOnly}
          </Button>
          <Button className={choiceClass} disabled={prerendered} onClick={() => onChoose(acceptAllConsent())}>
            {copy.acceptAll}
          </Button>
        </div>
      </div>
    </section>
  );
}
