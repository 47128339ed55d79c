import { z } from 'zod';

export const pagesPaths = { page: '/api/pages/:pageType' } as const;

/** The legal pages, by the spec's page_type values; 'privacy' is accepted for the /privacy route. */
export const LEGAL_PAGE_TYPES = ['terms', 'privacy_policy', 'cookies'] as const;
export const legalPageTypeSchema = z.enum(LEGAL_PAGE_TYPES);
export type LegalPageType = z.infer<typeof legalPageTypeSchema>;

export const pageParamsSchema = z.object({
  pageType: z.preprocess((v) => (v === 'privacy' ? 'privacy_policy' : v), legalPageTypeSchema),
});

export const legalPageSchema = z.object({
  pageType: legalPageTypeSchema,
  /** plain text as the operator wrote it; the web escapes it and keeps line breaks */
  content: z.string(),
  updatedAt: z.iso.datetime(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;
