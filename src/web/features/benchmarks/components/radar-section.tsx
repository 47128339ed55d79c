import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { benchmarkCopy } from '../../../../content/benchmark-copy';
import type { ResultView } from '../../../../contract/assessment';
import { radarOverlay } from '../../../../domain/radar-overlay';
import { Card } from '../../../components/ui/card';
import { roundQuery, roundsQuery } from '../../feedback-founder/api/feedback-api';
import { pickRound } from '../../feedback-founder/lib/pick-round';
import { useMyBenchmarks } from '../api/use-my-benchmarks';
import { type NavEntry, RADAR_SECTION_ID } from '../lib/section';
import { type RadarChapter, RadarChart } from './radar-chart';

const copy = benchmarkCopy.radar;

type Chapters = ResultView['chapters'];

const ownChapters = (chapters: Chapters): RadarChapter[] =>
  chapters.map((c) => ({ id: c.id, title: c.title, area: c.area, score: c.average }));

/**
 * The owner's radar: their scores, the narrowest shown benchmark group's medians, and others' view once
 * the feedback round's report is released (the figures as the server gives them, nothing computed here).
 */
function OwnerRadar({ view }: { view: ResultView }) {
  const benchmarks = useMyBenchmarks(view.sessionId);
  const rounds = useQuery(roundsQuery());
  const choice = rounds.data
    ? pickRound(rounds.data.rounds, { id: view.sessionId, completedAt: view.completedAt })
    : null;
  const roundId = choice?.kind === 'current' ? choice.round.id : null;
  const round = useQuery({ ...roundQuery(roundId ?? ''), enabled: roundId !== null });

  const radar = radarOverlay(view.chapters, benchmarks.data?.groups, round.data?.report);
  return <RadarChart chapters={radar.chapters} medianLabel={radar.medianGroup} />;
}

/**
 * 'Your Chapters at a Glance': every result viewer sees their chapter scores on a radar (the scores
 * anonymous visitors already see); the signed-in owner also sees the benchmark median and others' view.
 */
export default function RadarSection({
  view,
  owner,
  onNavEntry,
}: {
  view: ResultView;
  owner: boolean;
  onNavEntry?: (entry: NavEntry | null) => void;
}) {
  useEffect(() => {
    onNavEntry?.({ id: RADAR_SECTION_ID, label: copy.navLabel });
    return () => onNavEntry?.(null);
  }, [onNavEntry]);
  return (
    <section id={RADAR_SECTION_ID} aria-labelledby={`${RADAR_SECTION_ID}-title`} className="scroll-mt-24">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h2 id={`${RADAR_SECTION_ID}-title`} className="font-display text-3xl text-ink">
            {copy.sectionTitle}
          </h2>
          <p className="text-muted">{copy.intro}</p>
        </div>
        {owner ? <OwnerRadar view={view} /> : <RadarChart chapters={ownChapters(view.chapters)} />}
      </Card>
    </section>
  );
}
