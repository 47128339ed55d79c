import { useQuery } from '@tanstack/react-query';
import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { sharingCopy } from '../../../../content/sharing-copy';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { ApiError } from '../../../lib/api-error';
import { sharedReportQuery } from '../api/sharing-api';
import { SharedReport } from './shared-report';

const copy = sharingCopy.page;

/** Revoked, expired, unknown or mistyped: one clear page, which does not say which. */
function NoLongerShared() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <Link2Off aria-hidden="true" className="size-10 text-inner-600" />
      <h1 className="font-display text-3xl text-ink">{copy.notShared}</h1>
      <p className="max-w-md text-muted">{copy.notSharedBody}</p>
    </div>
  );
}

/** /shared/:token: the report a founder shared, read-only, with no account controls. */
export function SharedPage({ token }: { token: string }) {
  const report = useQuery(sharedReportQuery(token));
  const gone =
    report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 400);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      {report.isPending ? (
        <LoadingState text={copy.loading} />
      ) : gone ? (
        <NoLongerShared />
      ) : report.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="font-display text-3xl text-ink">{copy.failed}</h1>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <SharedReport report={report.data} />
      )}
      <footer className="mt-10 border-line border-t pt-6 text-center">
        <Link to="/" className="font-medium text-inner-600 underline underline-offset-4">
          {copy.ownAudit}
        </Link>
      </footer>
    </main>
  );
}
