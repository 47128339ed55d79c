import { Link } from 'react-router';
import { consentCopy } from '../../../content/consent-copy';
import { acceptAllConsent, type ConsentChoices, essentialOnlyConsent } from '../../../domain/consent';
import { Button } from '../../components/ui/button';

/** The first-visit banner: 'Customize', 'Only Essential', 'Accept All'. */
export function ConsentBanner({
  onChoose,
  onCustomize,
}: {
  onChoose(choices: ConsentChoices): void;
  onCustomize(): void;
}) {
  const copy = consentCopy.banner;
  return (
    <section
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
        <Button variant="ghost" onClick={onCustomize}>
          {copy.customize}
        </Button>
        <Button variant="secondary" onClick={() => onChoose(essentialOnlyConsent())}>
          {copy.essentialOnly}
        </Button>
        <Button onClick={() => onChoose(acceptAllConsent())}>{copy.acceptAll}</Button>
      </div>
    </section>
  );
}
