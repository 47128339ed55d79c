import { FileDown, Share2 } from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { sharingCopy } from '../../../content/sharing-copy';
import { Button, buttonClasses } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { downloadReportPdf, reportPdfUrl } from './api/sharing-api';

// The dialog (its queries, form and list) loads on the first click.
const ShareDialog = lazy(() => import('./components/share-dialog'));

/** The signed-in owner's 'Share' and 'Download PDF' above their results. */
export default function ReportActions({ resultId }: { resultId: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [preparing, setPreparing] = useState(false);
  // fetched, not followed: a refusal (too many a minute, a busy server) is told, never saved as the file
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (preparing) return;
    setPreparing(true);
    try {
      const { blob, fileName } = await downloadReportPdf(resultId);
      saveFile(blob, fileName ?? 'uplift-founder-audit.pdf');
    } catch (error) {
      toast.error(sharingCopy.actions.downloadFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPreparing(false);
    }
  };
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
      <a
        href={reportPdfUrl(resultId)}
        download
        onClick={download}
        aria-disabled={preparing || undefined}
        className={buttonClasses('secondary')}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {preparing ? sharingCopy.actions.preparingPdf : sharingCopy.actions.downloadPdf}
      </a>
      {used && (
        <Suspense fallback={null}>
          <ShareDialog resultId={resultId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}

/** Hands a Blob to the browser's download, under the name the server gave. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // freed once the browser surely has the bytes; a page closed earlier frees it anyway
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
