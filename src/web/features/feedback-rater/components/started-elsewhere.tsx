import { CircleAlert, MonitorSmartphone } from 'lucide-react';
import { raterFlowCopy } from '../../../../content/feedback-copy';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useRestartRaterAnswers } from '../api/restart-rater-answers';

const copy = raterFlowCopy.startedElsewhere;

/**
 * In place of Start when this link's answers in progress were saved in another browser: they are not
 * shown here; going on means starting again, which deletes them.
 */
export function StartedElsewhere({ token, onRestarted }: { token: string; onRestarted: () => void }) {
  const restart = useRestartRaterAnswers(token);
  return (
    <Card as="section" aria-labelledby="rater-elsewhere" className="w-full p-5">
      <h2 id="rater-elsewhere" className="flex items-start gap-3 font-semibold text-ink">
        <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-inner-600" />
        {copy.title}
      </h2>
      <p className="mt-3 text-muted">{copy.body}</p>
      {restart.isError && (
        <p role="alert" className="mt-3 flex items-start gap-2 text-score-low text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {copy.restartFailed}
        </p>
      )}
      <Button
        size="lg"
        className="mt-5 w-full sm:w-auto"
        disabled={restart.isPending}
        onClick={() => restart.mutate(undefined, { onSuccess: onRestarted })}
      >
        {restart.isPending ? copy.restarting : copy.restart}
      </Button>
    </Card>
  );
}
