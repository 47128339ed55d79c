import { CONTRACT_VERSION, CONTRACT_VERSION_HEADER } from '../../contract/contract-version';
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

/** What the client needs of a response schema: zod's `safeParse` (every zod schema is one). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * The route's own response schema from the contract, as a loader (the contract module imported on
 * demand). An answer the server validated against this same contract version (it says so in
 * CONTRACT_VERSION_HEADER) is taken as it is: neither zod nor the schema loads. Any other answer, from a
 * server of another version (a deploy while the page was open) or one that did not validate it, is
 * parsed with the schema (docs/decisions/011).
 */
export type ContractSchema<T> = () => Promise<ResponseSchema<T>>;

/** For answers whose body does not matter, or that callers check by hand: taken as they are. */
export const anyResponseSchema: ResponseSchema<unknown> = {
  safeParse: (data) => ({ success: true, data }),
};

export const NETWORK_ERROR_MESSAGE = 'The network is unavailable. Please check your connection.';
/** An answer that breaks the contract. */
export const INVALID_RESPONSE_MESSAGE = 'The server sent an unexpected answer.';
/** An answer that breaks this page's contract, from a server of another contract version. */
export const OUTDATED_PAGE_MESSAGE = 'This page is out of date after an update. Please reload it.';

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

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The answer's schema, which every answer is parsed with; or the route's contract schema as a loader,
   * which only answers the server did not validate against this contract version are parsed with.
   */
  schema: ResponseSchema<T> | ContractSchema<T>;
  signal?: AbortSignal;
}

/**
 * The one fetch client of the web app. Sends JSON, checks the answer against the contract (see
 * `ApiRequest.schema`) and turns every failure into an ApiError: HTTP errors carry the server's code and
 * message (ours, or Better Auth's `{ code, message }` under /api/auth), a failed network gives status 0,
 * an answer that breaks the contract gives `invalid_response`.
 */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
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
  if (!response.ok) throw announce(errorOf(response, json));
  const serverVersion = response.headers.get(CONTRACT_VERSION_HEADER);
  let schema: ResponseSchema<T>;
  if (typeof request.schema === 'function') {
    // the server validated this very answer against the schema we would check it with
    if (serverVersion === CONTRACT_VERSION) return json as T;
    try {
      schema = await request.schema();
    } catch {
      // after a deploy the page's own chunks may be gone from the server
      throw new ApiError(response.status, 'invalid_response', OUTDATED_PAGE_MESSAGE);
    }
  } else {
    schema = request.schema;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const outdated = serverVersion !== null && serverVersion !== CONTRACT_VERSION;
    throw new ApiError(
      response.status,
      'invalid_response',
      outdated ? OUTDATED_PAGE_MESSAGE : INVALID_RESPONSE_MESSAGE,
    );
  }
  return parsed.data;
}

/** The ApiError of a failed answer: its server's code and message, and how long to wait. */
function errorOf(response: Response, json: unknown): ApiError {
  // Better Auth (under /api/auth) names the wait in X-Retry-After; everything else in Retry-After.
  const retryAfter = parseRetryAfter(
    response.headers.get('retry-after') ?? response.headers.get('x-retry-after'),
  );
  const known = ourError(json) ?? betterAuthError(json);
  if (known) return new ApiError(response.status, known.code, known.message, retryAfter);
  return new ApiError(
    response.status,
    'http_error',
    response.statusText || `Request failed with status ${response.status}`,
    retryAfter,
  );
}

/**
 * A file the server makes (the PDF report), as a Blob with the name its Content-Disposition gives; a
 * failure is the same ApiError as any call's, so a 429 or a busy server says why instead of saving it.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  noteApiCall();
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw announce(errorOf(response, parseJson(text)));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** Our error body (contract/errors `apiErrorSchema`), checked by hand: no zod on the way to an error. */
function ourError(json: unknown): { code: string; message: string } | null {
  if (typeof json !== 'object' || json === null) return null;
  const { error } = json as { error?: unknown };
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
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
