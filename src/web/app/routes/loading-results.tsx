import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadingResultsCopy } from '../../../content/copy';
import { loadingResultsFlowCopy } from '../../../content/flow-copy';
import {
  loadingResultsMessageIndex,
  loadingResultsProgress,
  loadingResultsRingValue,
} from '../../../domain/animation';
import {
  LOADING_RESULTS_DURATION_MS,
  LOADING_RESULTS_REDIRECT_DELAY_MS,
  LOADING_RESULTS_TICK_MS,
} from '../../../domain/constants';
import { formatScore } from '../../../domain/scoring';
import { ProgressRing } from '../../components/ui/progress-ring';
import { sessionResultQueryKey } from '../../features/assessment/api/sessions';
import { getAnswerSync } from '../../features/assessment/sync/instance';
import { usePageTheme } from '../../features/flow/hooks/use-page-theme';
import { themeForPath } from '../../features/flow/theme-map';
import { ApiError } from '../../lib/api-error';
import { queryClient } from '../../lib/query-client';
import { flowStorage } from '../../lib/storage';

export function meta() {
  return [{ title: `${loadingResultsCopy.title} · Uplift Founder Audit` }];
}

type Completion = 'pending' | 'offline' | 'done';

/** Makes sure the session is completed on the server; retries while the network or server fails. */
function useCompletion(): Completion {
  const [completion, setCompletion] = useState<Completion>('pending');
  useEffect(() => {
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const sync = getAnswerSync();
    const attempt = () => {
      clearTimeout(retry);
      const snapshot = sync.getSnapshot();
      if (snapshot.completedAt && snapshot.pendingCount === 0) {
        setCompletion('done');
        return;
      }
      sync
        .complete()
        .then((result) => {
          queryClient.setQueryData(sessionResultQueryKey(result.sessionId), result);
          if (!cancelled) setCompletion('done');
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          const transient =
            error instanceof ApiError && (error.isNetworkError || error.isRateLimited || error.status >= 500);
          if (!transient) {
            // Nothing to complete (no answers): the results page explains what to do.
            setCompletion('done');
            return;
          }
          setCompletion((error as ApiError).isNetworkError ? 'offline' : 'pending');
          const wait = (error as ApiError).retryAfter;
          retry = setTimeout(attempt, wait !== null ? wait * 1000 : 3000);
        });
    };
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      cancelled = true;
      clearTimeout(retry);
      window.removeEventListener('online', attempt);
    };
  }, []);
  return completion;
}

export default function LoadingResults() {
  usePageTheme(themeForPath('/loading-results'));
  const navigate = useNavigate();
  const [elapsed, setElapsed] = useState(0);
  const completion = useCompletion();
  const finished = elapsed >= LOADING_RESULTS_DURATION_MS;

  useEffect(() => {
    // The outro's results flag is used up here, so a new run starts with chapter intros again.
    flowStorage.goToResultsAfterOutro.clear();
  }, []);

  useEffect(() => {
    if (finished) return;
    const tick = setInterval(
      () => setElapsed((value) => Math.min(value + LOADING_RESULTS_TICK_MS, LOADING_RESULTS_DURATION_MS)),
      LOADING_RESULTS_TICK_MS,
    );
    return () => clearInterval(tick);
  }, [finished]);

  useEffect(() => {
    if (!finished || completion !== 'done') return;
    const timer = setTimeout(() => navigate('/results'), LOADING_RESULTS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finished, completion, navigate]);

  const progress = loadingResultsProgress(elapsed);
  const message = loadingResultsCopy.messages[loadingResultsMessageIndex(elapsed)];

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 py-12 text-center">
      <h1 className="font-display text-3xl text-[var(--theme-deep)] leading-tight sm:text-4xl">
        {loadingResultsCopy.title}
      </h1>
      <ProgressRing className="mt-10" value={progress} label={loadingResultsFlowCopy.progressLabel}>
        {/* The ring counts up the 1–5 scale the founder answered on; the percentage sits beneath. */}
        <span data-testid="ring-value" className="block font-semibold text-4xl text-ink tabular-nums">
          {formatScore(loadingResultsRingValue(progress))}
        </span>
        <span className="block text-muted text-sm tabular-nums">{Math.round(progress)}%</span>
      </ProgressRing>
      <p aria-live="polite" className="mt-8 min-h-14 text-lg text-muted">
        <span key={message} className="inline-block motion-safe:animate-[ui-fade-in_400ms_ease-out]">
          {message}
        </span>
      </p>
      <div role="status" className="mt-4 min-h-6 text-muted text-sm">
        {finished && completion === 'offline' && (
          <span className="inline-flex items-center gap-2">
            <CloudOff aria-hidden="true" className="size-4 shrink-0" />
            {loadingResultsFlowCopy.waitingForNetwork}
          </span>
        )}
      </div>
    </main>
  );
}
