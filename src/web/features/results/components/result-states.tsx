import { Link } from 'react-router';
import { resultsCopy } from '../../../../content/results-copy';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';

export function ResultsLoading() {
  return <LoadingState text={resultsCopy.loading} className="min-h-[60dvh]" />;
}

/** No answers (spec 2, German): start the assessment; signed in, also reload the stored results. */
export function ResultsEmpty({ signedIn, onLoadStored }: { signedIn: boolean; onLoadStored(): void }) {
  const copy = resultsCopy.empty;
  return (
    <div
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-6 text-center"
      lang="de"
    >
      <p className="text-ink text-lg">{signedIn ? copy.signedIn : copy.signedOut}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/assessment" className={buttonClasses('primary')}>
          {copy.start}
        </Link>
        {signedIn && (
          <Button variant="secondary" onClick={onLoadStored}>
            {copy.reload}
          </Button>
        )}
      </div>
    </div>
  );
}

/** 'Something went wrong' with 'Try Again' (reloads) and 'Retake Assessment'. */
export function ResultsError() {
  const copy = resultsCopy.error;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 text-center"
    >
      <h2 className="font-display text-3xl text-ink">{copy.title}</h2>
      <p className="text-muted">{copy.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{copy.retry}</Button>
        <Link to="/assessment" className={buttonClasses('secondary')}>
          {copy.retake}
        </Link>
      </div>
    </div>
  );
}

export function PromoBanner({ onSignUp }: { onSignUp(): void }) {
  const copy = resultsCopy.promo;
  return (
    <aside
      data-print="hide"
      aria-label="Sign up"
      className="flex flex-col gap-4 rounded-card bg-inner-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-display text-xl">{copy.title}</p>
        <p className="mt-1 text-white/85 text-sm">{copy.body}</p>
      </div>
      <button
        type="button"
        onClick={onSignUp}
        className="inline-flex h-11 shrink-0 items-center justify-center rounded-full bg-white px-6 font-semibold text-inner-900 hover:bg-inner-100"
      >
        {copy.button}
      </button>
    </aside>
  );
}
