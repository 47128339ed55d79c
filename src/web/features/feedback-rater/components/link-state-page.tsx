import { CircleCheck, Hourglass, Link2Off, Lock, type LucideIcon, Trash2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { raterFlowCopy } from '../../../../content/feedback-copy';
import { Button } from '../../../components/ui/button';
import { PageHeading, RaterPage } from './rater-page';

export type LinkPageKind = keyof typeof raterFlowCopy.linkStates | 'error';

const ICONS: Record<LinkPageKind, LucideIcon> = {
  revoked: Link2Off,
  expired: Hourglass,
  closed: Lock,
  submitted: CircleCheck,
  withdrawn: Trash2,
  notFound: Link2Off,
  rateLimited: Hourglass,
  error: TriangleAlert,
};

const TEXTS: Record<LinkPageKind, { title: string; body: string }> = {
  ...raterFlowCopy.linkStates,
  error: { title: raterFlowCopy.errors.loadFailedTitle, body: raterFlowCopy.errors.loadFailed },
};

/** A page that says one thing: an icon, a heading, a sentence or two, and what may follow. */
export function StatePage({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
  children?: ReactNode;
}) {
  return (
    <RaterPage className="pt-16 pb-12 sm:justify-center sm:pt-12">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-inner-100 text-inner-900"
      >
        <Icon className="size-6" />
      </span>
      <PageHeading className="mt-6">{title}</PageHeading>
      <div className="mt-4 flex max-w-prose flex-col gap-2 text-lg text-muted">{body}</div>
      {children}
    </RaterPage>
  );
}

/** A link that cannot be used (or no longer needs to be): what happened, in a sentence or two. */
export function LinkStatePage({
  kind,
  onRetry,
  children,
}: {
  kind: LinkPageKind;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const text = TEXTS[kind];
  return (
    <StatePage icon={ICONS[kind]} title={text.title} body={<p>{text.body}</p>}>
      {onRetry && (
        <div className="mt-8">
          <Button variant="secondary" onClick={onRetry}>
            {raterFlowCopy.errors.retry}
          </Button>
        </div>
      )}
      {children}
    </StatePage>
  );
}
