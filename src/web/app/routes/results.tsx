import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { resultsCopy } from '../../../content/results-copy';
import { Deferred } from '../../components/ui/deferred';
import { LazySlot } from '../../components/ui/lazy-slot';
import {
  BenchmarkSectionSlot,
  BenchmarkTeaserSlot,
  RadarSectionSlot,
} from '../../features/benchmarks/benchmark-slots';
import { FeedbackSectionSlot, HowOthersSeeYouSlot } from '../../features/feedback-founder/feedback-slots';
import { usePageTheme } from '../../features/flow/hooks/use-page-theme';
import { PlanHistorySlot, PlanSectionSlot } from '../../features/plan/plan-slots';
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
import {
  type NavEntries,
  useNavEntries,
  useShownNavEntries,
} from '../../features/results/hooks/use-nav-entries';
import { useResults } from '../../features/results/hooks/use-results';
import { useResultsAccount } from '../../features/results/hooks/use-results-account';

// The owner's 'Share' and 'Download PDF': a small chunk that suspends with the signed-in bar above it.
const ReportActions = lazy(() => import('../../features/sharing/report-actions'));
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
  const results = useResults();
  const { loadStored } = results;
  // The results arrive as an urgent update (React Query's store); rendering them as a deferred value
  // lets React build the page in interruptible slices instead of one long task.
  const state = useDeferredValue(results.state);
  // Signed-in parts and dialogs (issue 7): sign-up here is a modal, not a page change.
  const account = useResultsAccount(state);
  const { onSignUp } = account;
  // The sections loaded after first load add their navigation entries: the radar every viewer's; the
  // plan, benchmarks and rater feedback the signed-in owner's.
  const nav = useNavEntries();
  const owner = state.status === 'ready' && Boolean(account.me) && !state.view.gated;
  const ownResult =
    state.status === 'ready' ? { id: state.view.sessionId, completedAt: state.view.completedAt } : null;
  const cannedHowOthers = state.status === 'ready' ? state.view.coreStrength?.howOthersSeeYou : undefined;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12" data-print="report">
      <h1 className="font-display text-4xl text-ink sm:text-5xl">{resultsCopy.heading}</h1>
      {state.status === 'ready' && <ResultGiven view={state.view} />}
      {(state.status === 'loading' || (state.status === 'ready' && !account.meKnown)) && <ResultsLoading />}
      {state.status === 'empty' && (
        <>
          <Suspense fallback={null}>
            <div className="mt-6">
              <AccountBar account={account} canSave={false} showSave={false} />
            </div>
          </Suspense>
          <ResultsEmpty signedIn={state.signedIn} onLoadStored={loadStored} />
        </>
      )}
      {state.status === 'error' && <ResultsError />}
      {state.status === 'ready' && account.meKnown && (
        // One boundary: the signed-in bar (a lazy chunk) and the results appear together, nothing moves.
        <Suspense fallback={<ResultsLoading />}>
          <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:gap-10">
            <Navigation nav={nav} owner={owner} account={<AccountPanel account={account} />} />
            <div className="flex min-w-0 flex-1 flex-col gap-6">
              <AccountBar account={account} canSave={state.source === 'session'} />
              {owner && <ReportActions resultId={state.view.sessionId} />}
              {state.view.gated && !account.me && (
                <div>
                  <PromoBanner onSignUp={onSignUp} />
                  <BenchmarkTeaserSlot sessionId={state.view.sessionId} onSignUp={onSignUp} />
                </div>
              )}
              <OverallSection view={state.view} />
              {/* below the first screen: rendered in a transition after the part above */}
              <Deferred>
                <AreaCard area="inner" view={state.view} onSignUp={onSignUp} />
                <AreaCard area="outer" view={state.view} onSignUp={onSignUp} />
                <CoreStrengthSection
                  view={state.view}
                  onSignUp={onSignUp}
                  howOthersSeeYou={
                    owner && ownResult && cannedHowOthers ? (
                      <HowOthersSeeYouSlot result={ownResult} cannedText={cannedHowOthers} />
                    ) : undefined
                  }
                />
                <UpliftPotentialSection view={state.view} onSignUp={onSignUp} />
                {owner && ownResult && account.me && (
                  <PlanSectionSlot
                    key={ownResult.id}
                    result={{ id: ownResult.id, emailVerified: account.me.user.emailVerified }}
                    onNavEntry={nav.set.plan}
                  />
                )}
                <RadarSectionSlot view={state.view} owner={owner} onNavEntry={nav.set.radar} />
                {owner && ownResult && (
                  <BenchmarkSectionSlot
                    key={ownResult.id}
                    resultId={ownResult.id}
                    onNavEntry={nav.set.benchmarks}
                  />
                )}
                {owner && ownResult && (
                  <FeedbackSectionSlot key={ownResult.id} result={ownResult} onNavEntry={nav.set.feedback} />
                )}
                {account.me && (
                  <LazySlot>
                    <HistorySection enabled renderExtra={(id) => <PlanHistorySlot resultId={id} />} />
                  </LazySlot>
                )}
              </Deferred>
            </div>
          </div>
        </Suspense>
      )}
      <ResultsAccountDialogs account={account} />
    </main>
  );
}

/** The sidebar or drawer with the entries the later sections added (re-rendered alone when they do). */
function Navigation({ nav, owner, account }: { nav: NavEntries; owner: boolean; account: ReactNode }) {
  return <ResultsNavigation account={account} extra={useShownNavEntries(nav, owner)} />;
}
