import { FileDown, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { sharingCopy } from '../../../content/sharing-copy';
import { Button, buttonClasses } from '../../components/ui/button';
import { reportPdfUrl } from './api/sharing-api';

// The dialog (its queries, form and list) loads on the first click.
const ShareDialog = lazy(() => import('./components/share-dialog'));

/** The signed-in owner's 'Share' and 'Download PDF' above their results. */
export default function ReportActions({ resultId }: { resultId: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3" data-print="hide">
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {sharingCopy.actions.share}
      </Button>
      <a href={reportPdfUrl(resultId)} download className={buttonClasses('secondary')}>
        <FileDown aria-hidden="true" className="size-4" />
        {sharingCopy.actions.downloadPdf}
      </a>
      {used && (
        <Suspense fallback={null}>
          <ShareDialog resultId={resultId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
