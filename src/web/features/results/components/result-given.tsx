import { resultsCopy } from '../../../../content/results-copy';
import type { ResultView } from '../../../../contract/assessment';
import { formatLongDate } from '../../../../domain/dates';

/**
 * When the assessment was completed and on which questionnaire version: a result is shown as it was
 * given, with its own version's texts, so the version is part of what it says.
 */
export function ResultGiven({ view }: { view: Pick<ResultView, 'completedAt' | 'version'> }) {
  const copy = resultsCopy.given;
  return (
    <p className="mt-2 text-muted text-sm" data-testid="result-given">
      <time className="whitespace-nowrap" dateTime={view.completedAt}>
        {copy.completed(formatLongDate(view.completedAt))}
      </time>
      <span aria-hidden="true"> · </span>
      <span className="whitespace-nowrap">{copy.version(view.version)}</span>
    </p>
  );
}
