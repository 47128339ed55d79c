import { ChevronLeft, CircleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { raterFlowCopy } from '../../../../content/feedback-copy';
import type { RaterView } from '../../../../contract/feedback';
import { COMMENT_MAX_LENGTH, validateRaterSubmission } from '../../../../domain/feedback-rules';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { isLinkClosedError, isStartedElsewhereError } from '../api/link-closed';
import { useSubmitRaterAnswers } from '../api/submit-rater-answers';
import type { RaterFlow } from '../hooks/use-rater-flow';
import { PageHeading, RaterPage } from './rater-page';
import { preloadDeleteAnswers } from './thank-you';

const copy = raterFlowCopy.comment;

/** The server's own words for a refused submission (400, 429); the generic text for anything else. */
function sendErrorMessage(error: unknown): string | null {
  if (isLinkClosedError(error)) return null;
  if (isStartedElsewhereError(error)) return raterFlowCopy.startedElsewhere.refused;
  if (error instanceof ApiError && error.isRateLimited) return raterFlowCopy.errors.rateLimited;
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  return raterFlowCopy.errors.sendFailed;
}

/** The last step: an optional comment with the characters left, and Send. */
export function CommentStep({ token, view, flow }: { token: string; view: RaterView; flow: RaterFlow }) {
  const [comment, setComment] = useState(view.comment ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = useSubmitRaterAnswers(token);
  // the thank-you page's delete dialog, ready before it is needed
  useEffect(() => void preloadDeleteAnswers(), []);
  const fieldId = useId();
  const helpId = useId();
  const remainingId = useId();
  const errorId = useId();
  const remaining = COMMENT_MAX_LENGTH - comment.length;
  const error = invalid ?? (submit.isError ? sendErrorMessage(submit.error) : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const problem = validateRaterSubmission(
      view.answers,
      view.statements.map((statement) => statement.questionId),
      comment,
    );
    setInvalid(problem);
    if (problem) return;
    submit.mutate(comment, { onSuccess: flow.submitted });
  };

  return (
    <RaterPage className="py-8 sm:py-12">
      <PageHeading>{copy.title}</PageHeading>
      <p className="mt-3 text-muted">{copy.summary(flow.counts.rated, flow.counts.notJudged)}</p>
      <form className="mt-8 flex flex-col gap-2" onSubmit={onSubmit} noValidate>
        <label htmlFor={fieldId} className="font-medium text-ink">
          {copy.label(view.founderName)}
        </label>
        <p id={helpId} className="text-muted text-sm">
          {copy.help}
        </p>
        <textarea
          id={fieldId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={COMMENT_MAX_LENGTH}
          rows={6}
          aria-describedby={[helpId, remainingId, error ? errorId : null].filter(Boolean).join(' ')}
          className={cx(inputClasses, 'mt-1 min-h-40 resize-y')}
        />
        <p id={remainingId} className="text-right text-muted text-sm tabular-nums">
          {copy.remaining(remaining)}
        </p>
        <div role="alert">
          {error && (
            <p id={errorId} className="flex items-start gap-2 text-score-low text-sm">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {error}
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={flow.goBack} disabled={submit.isPending}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            {copy.back}
          </Button>
          <Button type="submit" size="lg" disabled={submit.isPending}>
            {submit.isPending ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </RaterPage>
  );
}
