import { founderFeedbackCopy } from '../../../../content/feedback-copy';
import { Button } from '../../../components/ui/button';

export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-ink">{founderFeedbackCopy.errors.loadFailed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {founderFeedbackCopy.errors.retry}
      </Button>
    </div>
  );
}
