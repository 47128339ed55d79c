import { Link } from 'react-router';
import { consentCopy } from '../../../content/consent-copy';
import { acceptAllConsent, type ConsentChoices, essentialOnlyConsent } from '../../../domain/consent';
import { Button } from '../../components/ui/button';

/** The first-visit banner: 'Customize', 'Only Essential', 'Accept All'. */
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
  return (
    <section
      data-consent-banner={prerendered ? 'prerendered' : 'live'}
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-card border border-line bg-white p-5 text-ink shadow-soft sm:inset-x-6 sm:p-6"
    >
      <h2 id="consent-banner-title" className="font-semibold text-lg">
        {copy.title}
      </h2>
      <p className="mt-2 text-muted text-sm">
        {copy.body}{' '}
        <Link to="/cookies" className="text-ink underline underline-offset-2">
          {copy.policyLink}
        </Link>
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={prerendered} onClick={onCustomize}>
          {copy.customize}
        </Button>
        <Button variant="secondary" disabled={prerendered} onClick={() => onChoose(essentialOnlyConsent())}>
          {copy.essentialOnly}
        </Button>
        <Button disabled={prerendered} onClick={() => onChoose(acceptAllConsent())}>
          {copy.acceptAll}
        </Button>
      </div>
    </section>
  );
}
