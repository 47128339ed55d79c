import { LoadingState } from '../../../components/ui/loading-state';

/** A whole page that is loading: the status inside the main landmark. */
export function PageLoading({ text }: { text: string }) {
  return (
    <main>
      <LoadingState text={text} className="min-h-dvh" />
    </main>
  );
}
