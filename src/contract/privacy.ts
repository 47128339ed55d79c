import { z } from 'zod';
import { consentRecordSchema } from '../domain/consent-schema';

import { COUNTED_PAGES } from './privacy-paths';

export { COUNTED_PAGES, privacyPaths } from './privacy-paths';

export const visitBodySchema = z.object({
  visitorId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  page: z.enum(COUNTED_PAGES),
});

export const consentBodySchema = consentRecordSchema;
export const consentLoggedSchema = z.object({ id: z.uuid() });

export const consentEntrySchema = z.object({
  id: z.uuid(),
  essential: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  version: z.string(),
  createdAt: z.iso.datetime(),
});
export const consentHistorySchema = z.object({ entries: z.array(consentEntrySchema) });
export type ConsentHistory = z.infer<typeof consentHistorySchema>;

/** A client error or event report: bounded in every field so a log cannot be used to store bulk data. */
export const clientLogBodySchema = z.object({
  level: z.enum(['error', 'warn', 'info']),
  eventType: z.string().trim().min(1).max(100),
  message: z.string().max(1000),
  data: z
    .record(z.string(), z.unknown())
    .optional()
    .refine(
      (d) => d === undefined || JSON.stringify(d).length <= 8000,
      'data is larger than 8000 characters',
    ),
  url: z.string().max(2000).optional(),
  correlationId: z.string().max(100).optional(),
});
export type ClientLogBody = z.infer<typeof clientLogBodySchema>;
