import { lazy, Suspense } from 'react';
import { resultsCopy } from '../../../content/results-copy';
import { usePageTheme } from '../../features/flow/hooks/use-page-theme';
import {
  AccountBar,
  AccountPanel,
  ResultsAccountDialogs,
} from '../../features/results/components/account-parts';
import { AreaCard } from '../../features/results/components/area-card';
import {
  CoreStrengthSection,
  UpliftPotentialSection,
} from '../../features/results/components/highlight-sections';
import { OverallSection } from '../../features/results/components/overall-section';
import { ResultGiven } from '../../features/results/components/result-given';
import {
  PromoBanner,
  ResultsEmpty,
  ResultsError,
  ResultsLoading,
} from '../../features/results/components/result-states';
import { ResultsNavigation } from '../../features/results/components/results-navigation';
import { useResults } from '../../features/results/hooks/use-results';
import { useResultsAccount } from '../../features/results/hooks/use-results-account';

// A signed-in user's history (and the account API with it) loads only for a signed-in user.
const HistorySection = lazy(() =>
  import('../../features/account/components/history-section').then((m) => ({ default: m.HistorySection })),
);

export function meta() {
  return [
    { title: `${resultsCopy.heading} · Uplift Founder Audit` },
    { name: 'description', content: resultsCopy.metaDescription },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Results() {
  usePageTheme('neutral');
  const { state, loadStored } = useResults();
  // Signed-in parts and dialogs (issue 7): sign-up here is a modal, not a page change.
  const account = useResultsAccount(state);
  const { onSignUp } = account;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12" data-print="report">
      <h1 className="font-display text-4xl text-ink sm:text-5xl">{resultsCopy.heading}</h1>
      {state.status === 'ready' && <ResultGiven view={state.view} />}
      {state.status === 'loading' && <ResultsLoading />}
      {state.status === 'empty' && (
        <>
          <div className="mt-6">
            <AccountBar account={account} canSave={false} showSave={false} />
          </div>
          <ResultsEmpty signedIn={state.signedIn} onLoadStored={loadStored} />
        </>
      )}
      {state.status === 'error' && <ResultsError />}
      {state.status === 'ready' && (
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:gap-10">
          <ResultsNavigation account={<AccountPanel account={account} />} />
          <div className="flex min-w-0 flex-1 flex-col gap-6">
            <AccountBar account={account} canSave={state.source === 'session'} />
            {state.view.gated && !account.me && <PromoBanner onSignUp={onSignUp} />}
            <OverallSection view={state.view} />
            <AreaCard area="inner" view={state.view} onSignUp={onSignUp} />
            <AreaCard area="outer" view={state.view} onSignUp={onSignUp} />
            <CoreStrengthSection view={state.view} onSignUp={onSignUp} />
            <UpliftPotentialSection view={state.view} onSignUp={onSignUp} />
            {account.me && (
              <Suspense fallback={null}>
                <HistorySection enabled />
              </Suspense>
            )}
          </div>
        </div>
      )}
      <ResultsAccountDialogs account={account} />
    </main>
  );
}
