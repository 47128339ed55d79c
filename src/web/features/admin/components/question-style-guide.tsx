import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { adminCopy } from '../copy';

const guide = adminCopy.questions.styleGuide;

/** A bullet as written in docs/content.md: text between backticks (`{name}`) shows as code. */
function Bullet({ text }: { text: string }) {
  return (
    <li>
      {text.split('`').map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move
          <code key={index} className="rounded bg-line/60 px-1 font-mono text-[13px] text-ink">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </li>
  );
}

function Bullets() {
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-4 text-ink text-sm marker:text-muted">
      {guide.bullets.map((bullet) => (
        <Bullet key={bullet} text={bullet} />
      ))}
    </ul>
  );
}

/**
 * The short style guide beside the question editor. Wide screens have room for it next to the form,
 * always open; on small ones it sits above the form, closed, so the first field stays in view. Only
 * one of the two is displayed at a time (the other is `display: none`, out of the accessibility tree).
 */
export function QuestionStyleGuide({ placement }: { placement: 'above' | 'beside' }) {
  const titleId = useId();
  if (placement === 'above')
    return (
      <details className="group rounded-lg border border-line bg-paper lg:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 font-medium text-ink text-sm [&::-webkit-details-marker]:hidden">
          {guide.title}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="px-3 pb-3">
          <Bullets />
        </div>
      </details>
    );
  return (
    <aside
      aria-labelledby={titleId}
      className="hidden self-start rounded-lg border border-line bg-paper p-4 lg:sticky lg:top-0 lg:block"
    >
      <h3 id={titleId} className="mb-2 font-semibold text-ink text-sm">
        {guide.title}
      </h3>
      <Bullets />
    </aside>
  );
}
