import { Check, Clock, EyeOff, ListChecks, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { RATER_RELATIONSHIP_LABELS, raterFlowCopy } from '../../../../content/feedback-copy';
import type { RaterView } from '../../../../contract/feedback';
import { formatLongDate } from '../../../../domain/dates';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeading, RaterPage } from './rater-page';
import { StartedElsewhere } from './started-elsewhere';

const copy = raterFlowCopy.intro;

/** Who asks and why, how long it takes, what the founder will and won't see; then Start (or Continue). */
export function RaterIntro({
  token,
  view,
  answered,
  onStart,
}: {
  token: string;
  view: RaterView;
  /** statements this rater has answered already on this link */
  answered: number;
  onStart: () => void;
}) {
  const founder = view.founderName;
  const total = view.statements.length;
  const resuming = answered > 0;
  return (
    <RaterPage className="py-8 sm:py-12">
      <PageHeading>{copy.title(founder)}</PageHeading>
      <p className="mt-5 text-lg text-ink/90 leading-relaxed">{copy.body(founder)}</p>

      <ul className="mt-6 flex flex-col gap-2 text-muted">
        <li className="flex items-start gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-inner-600" />
          <span>{copy.duration}</span>
        </li>
        <li className="flex items-start gap-3">
          <ListChecks aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-inner-600" />
          <span>{copy.statementCount(total)}</span>
        </li>
        <li className="flex items-start gap-3">
          <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-inner-600" />
          <span>{copy.invitedAs(RATER_RELATIONSHIP_LABELS[view.relationship])}</span>
        </li>
      </ul>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Card as="section" aria-labelledby="rater-sees" className="p-5">
          <h2 id="rater-sees" className="font-semibold text-ink">
            {copy.seesTitle(founder)}
          </h2>
          <ul className="mt-3 flex flex-col gap-3 text-muted text-sm">
            {copy.sees.map((point) => (
              <li key={point} className="flex items-start gap-2.5">
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-score-high"
                  strokeWidth={3}
                />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" aria-labelledby="rater-not-sees" className="p-5">
          <h2 id="rater-not-sees" className="font-semibold text-ink">
            {copy.notSeesTitle(founder)}
          </h2>
          <ul className="mt-3 flex flex-col gap-3 text-muted text-sm">
            {copy.notSees.map((point) => (
              <li key={point} className="flex items-start gap-2.5">
                <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-inner-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <div className="mt-10 flex flex-col items-start gap-3">
        {view.startedElsewhere ? (
          <StartedElsewhere token={token} onRestarted={onStart} />
        ) : (
          <>
            {resuming && <p className="text-ink">{copy.resumeProgress(answered, total)}</p>}
            <Button size="lg" onClick={onStart} className="w-full sm:w-auto">
              {resuming ? copy.resume : copy.start}
            </Button>
          </>
        )}
      </div>

      <p className="mt-8 text-muted text-sm">
        {copy.validUntil(formatLongDate(view.expiresAt))}{' '}
        <Link
          to="/privacy"
          target="_blank"
          rel="noopener"
          className="rounded-sm text-ink underline underline-offset-2 hover:text-inner-900"
        >
          {copy.privacy}
          <span className="sr-only"> {copy.newTab}</span>
        </Link>
      </p>
    </RaterPage>
  );
}
