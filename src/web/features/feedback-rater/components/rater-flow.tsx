import { type ReactNode, useEffect, useRef } from 'react';
import type { RaterView } from '../../../../contract/feedback';
import { useRaterFlow } from '../hooks/use-rater-flow';
import { CommentStep } from './comment-step';
import { LinkStatePage } from './link-state-page';
import { RaterIntro } from './rater-intro';
import { StatementStep } from './statement-step';
import { AnswersDeleted, DeleteSection, ThankYou } from './thank-you';

/** The link's pages once it is read: its state's page, or intro → statements → comment → thanks. */
export function RaterFlow({ token, view }: { token: string; view: RaterView }) {
  const flow = useRaterFlow(token, view);
  const { stage } = flow;
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  const page = `${stage}:${view.state}`;
  // A new step replaces the page: it starts at its top (the intro is long on a phone), with focus on its
  // heading for keyboard and screen-reader users (a statement's heading takes focus itself). The first
  // page is left to the browser, as any page load is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      return;
    }
    window.scrollTo({ top: 0 });
    if (stage !== 'statements')
      root.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  }, [page]);

  let content: ReactNode;
  if (stage === 'deleted') content = <AnswersDeleted />;
  else if (stage === 'thanks')
    content = <ThankYou token={token} founderName={view.founderName} onDeleted={flow.deleted} />;
  else if (view.state !== 'open')
    // answers saved or sent stay the rater's to delete, whatever became of the link since
    content = (
      <LinkStatePage kind={view.state}>
        {view.hasAnswers && <DeleteSection token={token} onDeleted={flow.deleted} />}
      </LinkStatePage>
    );
  else if (stage === 'statements') content = <StatementStep flow={flow} />;
  else if (stage === 'comment') content = <CommentStep token={token} view={view} flow={flow} />;
  else
    content = <RaterIntro token={token} view={view} answered={flow.counts.answered} onStart={flow.start} />;
  return (
    <div ref={root} className="contents">
      {content}
    </div>
  );
}
