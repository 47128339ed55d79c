import { ShieldCheck } from 'lucide-react';
import { founderFeedbackCopy } from '../../../../content/feedback-copy';

const copy = founderFeedbackCopy.anonymity;

/** What the founder will and won't see of their raters. */
export function AnonymityPoints({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="rounded-card bg-[var(--theme-soft)] p-5">
      <Heading className="flex items-center gap-2 font-semibold text-ink">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-[var(--theme-deep)]" />
        {copy.title}
      </Heading>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink/90">
        {copy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}
