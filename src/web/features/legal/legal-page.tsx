import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { consentCopy } from '../../../content/consent-copy';
import type { LegalPageType } from '../../../contract/pages';
import { formatLongDate } from '../../../domain/dates';
import { LoadingState } from '../../components/ui/loading-state';
import { usePageTheme } from '../flow/hooks/use-page-theme';
import { legalPageQuery } from './get-legal-page';

/**
 * A legal page as the operator stored it. The text is rendered as text (React escapes it, so stored
 * markup shows and never runs), paragraphs split on blank lines and line breaks kept.
 */
export function LegalPage({ pageType, children }: { pageType: LegalPageType; children?: ReactNode }) {
  usePageTheme('neutral');
  const page = useQuery(legalPageQuery(pageType));
  const title = consentCopy.legal.titles[pageType];
  return (
    <main className="mx-auto w-full max-w-3xl px-6 py-12">
      <Link to="/" className="text-muted text-sm underline underline-offset-2">
        {consentCopy.legal.backHome}
      </Link>
      <h1 className="mt-6 font-display text-4xl text-ink">{title}</h1>
      {page.isPending && <LoadingState text={consentCopy.legal.loading} />}
      {page.isError && (
        <p role="alert" className="mt-6 text-ink">
          {consentCopy.legal.loadFailed}
        </p>
      )}
      {page.isSuccess && (
        <>
          <p className="mt-2 text-muted text-sm">
            {consentCopy.legal.updated(formatLongDate(page.data.updatedAt))}
          </p>
          <div className="mt-8 flex flex-col gap-4 text-ink/90 leading-relaxed">
            {page.data.content
              .split(/\n\s*\n/)
              .filter((paragraph) => paragraph.trim() !== '')
              .map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one static text
                <p key={index} className="whitespace-pre-line">
                  {paragraph.trim()}
                </p>
              ))}
          </div>
        </>
      )}
      {children}
    </main>
  );
}

export function openCookieSettings(): void {
  window.dispatchEvent(new Event('openCookieSettings'));
}
