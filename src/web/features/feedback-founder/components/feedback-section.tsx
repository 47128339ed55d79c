import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { founderFeedbackCopy } from '../../../../content/feedback-copy';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/loading-state';
import { roundsQuery } from '../api/feedback-api';
import { pickRound } from '../lib/pick-round';
import { FEEDBACK_SECTION_ID, type FeedbackResult, type NavEntry } from '../lib/section';
import { LoadFailed } from './load-failed';
import { RoundPanel } from './round-panel';
import { NewRoundOffer, StartCard } from './start-card';

const copy = founderFeedbackCopy;

function SectionBody({ result }: { result: FeedbackResult }) {
  const rounds = useQuery(roundsQuery());
  if (rounds.isPending) return <LoadingState text={copy.loading} />;
  if (rounds.isError) return <LoadFailed onRetry={() => void rounds.refetch()} />;
  const choice = pickRound(rounds.data.rounds, result);
  if (choice.kind === 'none') return <StartCard resultId={result.id} />;
  return (
    <>
      {choice.offerNewRound && (
        <NewRoundOffer resultId={result.id} reason={choice.kind === 'other' ? 'later' : 'closed'} />
      )}
      <RoundPanel key={choice.round.id} roundId={choice.round.id} />
    </>
  );
}

/**
 * 'How Others See You' on the results page, for the signed-in founder: the start of a feedback round,
 * the round's invites and counts, and the report once enough raters answered.
 */
export default function FeedbackSection({
  result,
  onNavEntry,
}: {
  result: FeedbackResult;
  onNavEntry?: (entry: NavEntry | null) => void;
}) {
  useEffect(() => {
    onNavEntry?.({ id: FEEDBACK_SECTION_ID, label: copy.navLabel });
    return () => onNavEntry?.(null);
  }, [onNavEntry]);
  return (
    <section
      id={FEEDBACK_SECTION_ID}
      aria-labelledby={`${FEEDBACK_SECTION_ID}-title`}
      className="scroll-mt-24"
    >
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <h2 id={`${FEEDBACK_SECTION_ID}-title`} className="font-display text-3xl text-ink">
          {copy.sectionTitle}
        </h2>
        <SectionBody result={result} />
      </Card>
    </section>
  );
}
