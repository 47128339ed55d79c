import './zod-setup';
import { z } from 'zod';
import { apiErrorSchema } from '../../contract/errors';
import { csrfHeaders } from '../features/security/csrf';
import { noteApiCall } from './api-activity';
import { ApiError } from './api-error';

export { ApiError };

const failureListeners = new Set<(error: ApiError) => void>();
/** failures answered before anyone listened (the security client loads with the first call) */
const unheard: ApiError[] = [];

/**
 * Listens to every HTTP error answer (the security client reacts to 429, session_timeout and
 * session_suspicious); returns the unsubscribe function. The first listener also hears the failures
 * that came before it.
 */
export function onApiFailure(listener: (error: ApiError) => void): () => void {
  failureListeners.add(listener);
  for (const error of unheard.splice(0)) notify(listener, error);
  return () => failureListeners.delete(listener);
}

function notify(listener: (error: ApiError) => void, error: ApiError): void {
  try {
    listener(error);
  } catch {
    // a listener's failure never changes the caller's error
  }
}

function announce(error: ApiError): ApiError {
  if (failureListeners.size === 0 && unheard.length < 10) unheard.push(error);
  for (const listener of failureListeners) notify(listener, error);
  return error;
}

/** For answers whose body does not matter, or that callers check by hand. */
export const anyResponseSchema = z.unknown();

export const NETWORK_ERROR_MESSAGE = 'The network is unavailable. Please check your connection.';

/** Fills `:name` segments of a contract path: apiPath('/api/sessions/:id', { id }) */
export function apiPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** Retry-After is seconds or an HTTP date; gives whole seconds from now, or null. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export interface ApiRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
  headers?: Record<string, string>;
  /** the contract's response schema: the answer is parsed with it */
  schema: S;
  signal?: AbortSignal;
}

/**
 * The one fetch client of the web app. Sends JSON, parses the answer with the contract's zod schema and
 * turns every failure into an ApiError: HTTP errors carry the server's code and message (ours, or Better
 * Auth's `{ code, message }` under /api/auth), a failed
 * network gives status 0, an answer that breaks the contract gives `invalid_response`.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  request: ApiRequest<S>,
): Promise<z.output<S>> {
  noteApiCall();
  const method = request.method ?? 'GET';
  // Every state-changing call carries the CSRF token (docs/security.md).
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...csrfHeaders(method),
    ...request.headers,
  };
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    signal: request.signal ?? null,
  };
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text().catch(() => '');
  const json = parseJson(text);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    // Better Auth (under /api/auth) names the wait in X-Retry-After; everything else in Retry-After.
    const retryAfter = parseRetryAfter(
      response.headers.get('retry-after') ?? response.headers.get('x-retry-after'),
    );
    if (parsed.success) {
      throw announce(
        new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, retryAfter),
      );
    }
    const authError = betterAuthError(json);
    if (authError)
      throw announce(new ApiError(response.status, authError.code, authError.message, retryAfter));
    throw announce(
      new ApiError(
        response.status,
        'http_error',
        response.statusText || `Request failed with status ${response.status}`,
        retryAfter,
      ),
    );
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', 'The server sent an unexpected answer.');
  }
  return parsed.data;
}

/**
 * Better Auth's own error body under /api/auth: `{ code?, message }` (contract/auth `authErrorSchema`,
 * docs/decisions/002). Checked by hand so this client does not pull the auth contract into every page.
 */
function betterAuthError(json: unknown): { code: string; message: string } | null {
  if (typeof json !== 'object' || json === null) return null;
  const { code, message } = json as { code?: unknown; message?: unknown };
  if (typeof message !== 'string' || message === '') return null;
  return { code: typeof code === 'string' && code !== '' ? code : 'http_error', message };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
