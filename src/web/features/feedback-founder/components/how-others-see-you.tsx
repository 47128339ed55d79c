import { useQuery } from '@tanstack/react-query';
import { founderFeedbackCopy } from '../../../../content/feedback-copy';
import { roundQuery, roundsQuery } from '../api/feedback-api';
import { pickRound } from '../lib/pick-round';
import type { FeedbackResult } from '../lib/section';

const copy = founderFeedbackCopy.howOthersSeeYou;

export function HowOthersText({ text, note }: { text: string; note?: string }) {
  return (
    <>
      <p className="text-ink/90 leading-relaxed">{text}</p>
      {note && <p className="mt-2 text-muted text-sm">{note}</p>}
    </>
  );
}

/**
 * 'How Others See You' from the result's feedback round: the raters' view once the report is ready;
 * until then the text chosen from the founder's own answers, said to be that, with what it takes.
 */
export default function HowOthersSeeYou({
  result,
  cannedText,
}: {
  result: FeedbackResult;
  cannedText: string;
}) {
  const rounds = useQuery(roundsQuery());
  const choice = rounds.data ? pickRound(rounds.data.rounds, result) : null;
  const roundId = choice?.kind === 'current' ? choice.round.id : null;
  const round = useQuery({ ...roundQuery(roundId ?? ''), enabled: roundId !== null });

  if (!rounds.isSuccess) return <HowOthersText text={cannedText} />;
  if (roundId === null) return <HowOthersText text={cannedText} note={copy.cannedNoteNoRound} />;
  if (!round.isSuccess) return <HowOthersText text={cannedText} />;
  const section = round.data.howOthersSeeYou;
  if (section.source === 'raters')
    return <HowOthersText text={section.text} note={copy.fromRaters(section.raterCount)} />;
  const note =
    section.answered !== null && section.needed !== null
      ? copy.cannedNote(section.answered, section.needed)
      : copy.cannedNoteNoRound;
  return <HowOthersText text={section.text} note={note} />;
}
