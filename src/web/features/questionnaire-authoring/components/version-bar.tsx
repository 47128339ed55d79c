import { CircleCheck, FilePen, History, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminQuestionnaire } from '../../../../contract/admin';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { useAdminQuestionnaire } from '../../admin/api/questionnaire';
import { formatDateTime } from '../../admin/lib/format';
import { authoringCopy } from '../copy';
import { DiscardDraftDialog } from './discard-draft-dialog';

const copy = authoringCopy.bar;

export const AUTHORING_ROUTES = {
  versions: '/admin/versions',
  review: '/admin/versions/review',
  preview: '/admin/versions/preview',
} as const;

/**
 * What the editing screens are editing: the draft of the next version (with its edits, preview,
 * review and discard), or the published version, whose first edit opens a draft.
 */
export function VersionBar({ current }: { current?: 'review' | 'preview' | 'versions' }) {
  const questionnaire = useAdminQuestionnaire();
  // the screen itself shows the loading and error states of the same query
  if (!questionnaire.data) return null;
  return (
    <Bar version={questionnaire.data.version} published={questionnaire.data.published} current={current} />
  );
}

function Bar({
  version,
  published,
  current,
}: Pick<AdminQuestionnaire, 'version' | 'published'> & { current?: 'review' | 'preview' | 'versions' }) {
  const [discarding, setDiscarding] = useState(false);
  const isDraft = version.status === 'draft';
  const stale = isDraft && version.basedOn !== null && version.basedOn !== published.number;
  return (
    <section
      aria-label={copy.label}
      data-testid="version-bar"
      className={cx(
        'flex flex-col gap-3 rounded-card border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5',
        isDraft ? 'border-inner-600/30 bg-inner-100' : 'border-line bg-white',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        {isDraft ? (
          <FilePen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-inner-600" />
        ) : (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-score-high" />
        )}
        {isDraft ? (
          <div className="min-w-0">
            <p className="font-semibold text-ink">
              {copy.draft(version.number)}{' '}
              <span className="font-normal text-ink/80">
                (
                {copy.basedOn(
                  version.basedOn ?? published.number,
                  version.basedOn === published.number ? formatDateTime(published.publishedAt) : null,
                )}
                )
              </span>
            </p>
            <p className="text-ink/80 text-sm">{copy.edits(version.revision)}</p>
            {stale && (
              <p className="mt-2 flex items-start gap-1.5 text-ink text-sm">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-score-low" />
                <span>{copy.stale(version.basedOn ?? 0, published.number)}</span>
              </p>
            )}
          </div>
        ) : (
          <div className="min-w-0">
            <p className="font-semibold text-ink">{copy.published(published.number)}</p>
            <p className="text-muted text-sm">{copy.nextEdit(published.number + 1)}</p>
          </div>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {isDraft ? (
          <>
            {current !== 'preview' && (
              <Link to={AUTHORING_ROUTES.preview} className={buttonClasses('secondary')}>
                {copy.preview}
              </Link>
            )}
            {current !== 'review' && (
              <Link to={AUTHORING_ROUTES.review} className={buttonClasses('primary')}>
                {copy.review}
              </Link>
            )}
            <Button variant="ghost" className="text-score-low" onClick={() => setDiscarding(true)}>
              {copy.discard}
            </Button>
          </>
        ) : (
          current !== 'versions' && (
            <Link to={AUTHORING_ROUTES.versions} className={buttonClasses('secondary')}>
              <History aria-hidden="true" className="size-4" />
              {copy.history}
            </Link>
          )
        )}
      </div>
      {isDraft && (
        <DiscardDraftDialog
          open={discarding}
          onOpenChange={setDiscarding}
          draft={version.number}
          published={published.number}
          edits={version.revision}
        />
      )}
    </section>
  );
}
