import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LEGAL_PAGE_TYPES, type LegalPageType } from '../../../../contract/pages';
import { validatePageContent } from '../../../../domain/admin-rules';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { useLegalPage, useSavePageContent } from '../api/content';
import { adminCopy } from '../copy';
import { formatDateTime } from '../lib/format';
import { PageHeader, Panel, QueryState } from './admin-ui';

const copy = adminCopy.legal;

const isLegal = (value: string | null): value is LegalPageType =>
  (LEGAL_PAGE_TYPES as readonly string[]).includes(value ?? '');

export function LegalScreen() {
  const [params, setParams] = useSearchParams();
  const page: LegalPageType = isLegal(params.get('page')) ? (params.get('page') as LegalPageType) : 'terms';
  const content = useLegalPage(page);
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons */}
      <div
        role="group"
        aria-label={copy.title}
        className="flex flex-wrap gap-1 rounded-full border border-line bg-white p-0.5 self-start"
      >
        {LEGAL_PAGE_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={type === page}
            onClick={() => setParams({ page: type }, { replace: true })}
            className={cx(
              'min-h-10 rounded-full px-4 font-medium text-sm transition-colors',
              type === page ? 'bg-ink text-white' : 'text-ink hover:bg-black/5',
            )}
          >
            {copy.pages[type]}
          </button>
        ))}
      </div>
      <QueryState query={content} loadingText={copy.loading}>
        {(data) => (
          <LegalEditor
            key={`${page}-${data.updatedAt}`}
            page={page}
            stored={data.content ?? ''}
            updatedAt={data.updatedAt}
          />
        )}
      </QueryState>
    </>
  );
}

function LegalEditor({
  page,
  stored,
  updatedAt,
}: {
  page: LegalPageType;
  stored: string;
  updatedAt: string | null;
}) {
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | undefined>();
  const save = useSavePageContent(page);
  const submit = () => {
    const problem = validatePageContent(text);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate(
      { pageType: page, sectionType: 'main_content', chapterId: null, content: text },
      { onSuccess: () => toast.success(copy.saved) },
    );
  };
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Panel
        id="legal-editor"
        title={copy.pages[page]}
        description={updatedAt ? copy.updated(formatDateTime(updatedAt)) : copy.never}
        actions={
          <a
            href={copy.publicPath[page]}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-ink text-sm underline"
          >
            {copy.open}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          noValidate
          className="flex flex-col gap-4"
        >
          <TextAreaField
            label={copy.content}
            value={text}
            rows={22}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
            error={error}
            spellCheck
          />
          <div>
            <Button type="submit" disabled={save.isPending || text === stored}>
              {save.isPending ? adminCopy.common.saving : adminCopy.common.save}
            </Button>
          </div>
        </form>
      </Panel>
      <Panel id="legal-preview" title={adminCopy.common.preview}>
        {/* As the public page shows it: the text escaped (React), line breaks kept. */}
        <section
          aria-label={copy.previewText}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="max-h-[40rem] overflow-y-auto whitespace-pre-line break-words text-ink leading-relaxed"
        >
          {text.trim() === '' ? <span className="text-muted">{adminCopy.common.none}</span> : text}
        </section>
      </Panel>
    </div>
  );
}
