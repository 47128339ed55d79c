import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { Button } from './button';
import { cx } from './cx';
import { Field, inputClasses } from './field';

type CopyState = 'idle' | 'copied' | 'manual';

export interface CopyableLinkProps {
  url: string;
  /** The field's label. */
  label: string;
  /** Help under the label, e.g. that the link is shown only once. */
  hint?: string;
  /** The Copy button's text. */
  copyLabel: string;
  /** Announced when the link is on the clipboard. */
  copiedText: string;
  /** Announced when it could not be copied: the link is then selected for the user to copy. */
  copyFailedText: string;
  /** The panel's background (and any other look of the caller's). */
  className?: string;
  'data-testid'?: string;
}

/** A link shown once, read-only and selectable, with a Copy button that says whether it worked. */
export function CopyableLink({
  url,
  label,
  hint,
  copyLabel,
  copiedText,
  copyFailedText,
  className,
  'data-testid': testId,
}: CopyableLinkProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  // kept with the url it is about, so that a new link starts without the old link's 'copied'
  const [copied, setCopied] = useState<{ url: string; state: CopyState }>({ url, state: 'idle' });
  const state = copied.url === url ? copied.state : 'idle';
  const onCopy = async () =>
    setCopied({ url, state: (await copyText(url, field.current)) ? 'copied' : 'manual' });
  return (
    <div className={cx('flex flex-col gap-3 rounded-card p-4', className)} data-testid={testId}>
      <Field label={label} hint={hint}>
        {(control) => (
          // a text area, so the whole link shows (wrapped) and can be selected by hand
          <textarea
            {...control}
            ref={field}
            readOnly
            rows={3}
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className={cx(inputClasses, 'field-sizing-content resize-none break-all font-mono text-sm')}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onCopy}>
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copyLabel}
        </Button>
        <p role="status" className="text-ink text-sm">
          {state === 'copied' ? copiedText : state === 'manual' ? copyFailedText : ''}
        </p>
      </div>
    </div>
  );
}
