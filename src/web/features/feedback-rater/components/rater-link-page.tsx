import { raterFlowCopy } from '../../../../content/feedback-copy';
import { LoadingState } from '../../../components/ui/loading-state';
import { usePageTheme } from '../../flow/hooks/use-page-theme';
import { useRaterLink } from '../api/get-rater-link';
import { LinkStatePage } from './link-state-page';
import { RaterFlow } from './rater-flow';

/** /feedback/:token, without an account: the link is read, then its flow or its state's page. */
export function RaterLinkPage({ token }: { token: string }) {
  usePageTheme('neutral');
  const link = useRaterLink(token);
  switch (link.status) {
    case 'loading':
      return (
        <main>
          <LoadingState text={raterFlowCopy.loading} className="min-h-dvh" />
        </main>
      );
    case 'notFound':
      return <LinkStatePage kind="notFound" />;
    case 'rateLimited':
      return <LinkStatePage kind="rateLimited" onRetry={link.retry} />;
    case 'error':
      return <LinkStatePage kind="error" onRetry={link.retry} />;
    case 'ready':
      return <RaterFlow token={token} view={link.view} />;
  }
}
