import { useQueryClient } from '@tanstack/react-query';
import { AUTHORING_ERRORS, AUTHORING_FAILURES } from '../../../../contract/questionnaire';
import { LoadingState } from '../../../components/ui/loading-state';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../admin/api/errors';
import { Empty, ErrorNotice, PageHeader } from '../../admin/components/admin-ui';
import { useDraftDiff } from '../api/draft';
import { authoringKeys } from '../api/keys';
import { authoringCopy } from '../copy';
import { DiffView } from './diff-view';
import { PublishPanel } from './publish-panel';
import { VersionBar } from './version-bar';

const copy = authoringCopy.review;

/** /admin/versions/review: the draft's changes, then publishing them. */
export function ReviewScreen() {
  const diff = useDraftDiff();
  const client = useQueryClient();
  const noDraft =
    diff.error instanceof ApiError &&
    (diff.error.code === AUTHORING_ERRORS.noDraft || diff.error.status === 404);
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <VersionBar current="review" />
      {diff.isPending ? (
        <LoadingState text={copy.loading} />
      ) : noDraft ? (
        <section aria-labelledby="no-draft-title" className="rounded-card border border-line bg-white p-5">
          <h2 id="no-draft-title" className="font-semibold text-ink text-lg">
            {copy.noDraftTitle}
          </h2>
          <Empty>{copy.noDraft}</Empty>
        </section>
      ) : diff.isError || !diff.data ? (
        <ErrorNotice
          message={errorMessage(diff.error, AUTHORING_FAILURES.diffDraft)}
          onRetry={() => void diff.refetch()}
        />
      ) : (
        <>
          <DiffView diff={diff.data} />
          <PublishPanel
            diff={diff.data}
            // the diff, and the draft's revision and edits in the version bar
            onReloadDiff={() => void client.invalidateQueries({ queryKey: authoringKeys.all })}
          />
        </>
      )}
    </>
  );
}
