import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/error-handler';

export const badRequest = (message: string) => new HttpError(400, 'invalid_request', message);
export const iso = (date: Date | string) => new Date(date).toISOString();

/**
 * Runs a data-layer step: a failure that is not already an answer for the client is logged and
 * becomes the spec's 'Failed to {action}' (500 `data_layer_error`).
 */
export async function dataLayer<T>(
  failure: string,
  log: FastifyBaseLogger,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log.error({ err: error }, failure);
    throw new HttpError(500, 'data_layer_error', failure);
  }
}

/** Trimmed text, null when empty, refused when longer than `max`. */
export function optionalText(value: string | null | undefined, max: number, label: string): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw badRequest(`${label} must be at most ${max} characters.`);
  return text === '' ? null : text;
}

/** Trimmed text, refused with `message` when empty. */
export function requiredText(
  value: string | null | undefined,
  max: number,
  label: string,
  message: string,
): string {
  const text = optionalText(value, max, label);
  if (text === null) throw badRequest(message);
  return text;
}
