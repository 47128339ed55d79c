// The API client's error, apart from it (no zod, no contract): screens check `instanceof ApiError` on
// first render while the client and the contract's schemas load with the first request.

/** Any failed API call: the HTTP status (0 when the network failed), the contract's code and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** seconds to wait before retrying (429 and 503 send Retry-After); null when not given */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }

  /** The request never got an answer: offline, DNS, connection reset. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }

  /** The request itself was refused (4xx): sending it again unchanged will not help, except for 429. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
