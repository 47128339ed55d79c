import { Button } from '../../../components/ui/button';

/** An inline error with the server's message and a retry, beside the toast the query already showed. */
export function QueryError({
  title,
  message,
  onRetry,
  retryLabel,
  fullPage = false,
}: {
  /** centred in the whole viewport (when it is all the page shows) */
  fullPage?: boolean;
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className={`mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center ${fullPage ? 'min-h-dvh justify-center' : ''}`}
    >
      <h1 className="font-semibold text-2xl text-ink">{title}</h1>
      <p className="mt-3 text-muted">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-6" onClick={onRetry}>
          {retryLabel ?? 'Try again'}
        </Button>
      )}
    </div>
  );
}
