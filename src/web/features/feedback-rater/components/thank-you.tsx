import { CircleCheck, Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { raterFlowCopy } from '../../../../content/feedback-copy';
import { Button } from '../../../components/ui/button';
import { StatePage } from './link-state-page';

/** The confirm dialog (Radix) loads only where answers can be deleted; the comment step preloads it. */
export const preloadDeleteAnswers = () => import('./delete-answers');
const DeleteAnswers = lazy(() => preloadDeleteAnswers().then((m) => ({ default: m.DeleteAnswers })));

/** The way to take sent answers back, below a line. */
export function DeleteSection({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  return (
    <div className="mt-10 border-line border-t pt-6">
      <Suspense
        fallback={
          <Button variant="secondary" disabled>
            {raterFlowCopy.thankYou.delete}
          </Button>
        }
      >
        <DeleteAnswers token={token} onDeleted={onDeleted} />
      </Suspense>
    </div>
  );
}

/** After sending: thanks, what happens to the answers, and the way to take them back. */
export function ThankYou({
  token,
  founderName,
  onDeleted,
}: {
  token: string;
  founderName: string;
  onDeleted: () => void;
}) {
  return (
    <StatePage
      icon={CircleCheck}
      title={raterFlowCopy.thankYou.title}
      body={
        <>
          <p>{raterFlowCopy.thankYou.body(founderName)}</p>
          <p className="text-base">{raterFlowCopy.thankYou.closeHint}</p>
        </>
      }
    >
      <DeleteSection token={token} onDeleted={onDeleted} />
    </StatePage>
  );
}

/** After "Delete my answers": done, nothing kept. */
export function AnswersDeleted() {
  return (
    <StatePage
      icon={Trash2}
      title={raterFlowCopy.deletion.doneTitle}
      body={<p>{raterFlowCopy.deletion.done}</p>}
    />
  );
}
