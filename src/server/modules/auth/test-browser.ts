import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { confirmationCallbackURL } from '../../../contract/auth';
import { CSRF_HEADER, csrfCookieName } from '../../../contract/security';

/**
 * A browser for `app.inject()` tests: keeps cookies, sends our Origin on writes (as browsers do), sends
 * the CSRF token in header and cookie on writes (as our web client does), and comes from its own client
 * address so rate limits count it apart.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly csrfToken = randomBytes(32).toString('hex');

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
    readonly ip = nextAddress(),
  ) {}

  cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(options: {
    method: InjectOptions['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const write = options.method !== 'GET' && options.method !== 'HEAD';
    if (write) this.cookies.set(csrfCookieName(this.origin.startsWith('https://')), this.csrfToken);
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      method: options.method,
      url: options.url,
      remoteAddress: this.ip,
      headers: {
        ...(write ? { origin: this.origin, [CSRF_HEADER]: this.csrfToken } : {}),
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
      ...(options.payload !== undefined ? { payload: options.payload as InjectOptions['payload'] } : {}),
    });
    for (const c of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        c.value === '' ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }
  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload ?? {}, ...(headers ? { headers } : {}) });
  }
  patch(url: string, payload: unknown) {
    return this.request({ method: 'PATCH', url, payload });
  }
  delete(url: string, payload: unknown) {
    return this.request({ method: 'DELETE', url, payload });
  }

  /** Opens a link from an e-mail (absolute URL) on this app. */
  open(link: string) {
    const url = new URL(link);
    return this.get(`${url.pathname}${url.search}`);
  }

  /** POST sign-up and nothing else: its answer carries no session (decision 012). */
  signUpOnly(user: { name: string; email: string; password: string }, next = '/results') {
    return this.post('/api/auth/sign-up/email', { ...user, callbackURL: confirmationCallbackURL(next) });
  }
  /**
   * Signs up as the web does: when the answer has no session and confirmation is not required, signs in
   * with the same credentials and answers that sign-in; otherwise answers the sign-up.
   */
  async signUp(user: { name: string; email: string; password: string }, next = '/results') {
    const signedUp = await this.signUpOnly(user, next);
    if (signedUp.statusCode !== 200) return signedUp;
    const answer = signedUp.json() as { token: string | null; emailConfirmationRequired?: boolean };
    if (answer.token !== null || answer.emailConfirmationRequired !== false) return signedUp;
    const signedIn = await this.signIn(user);
    return signedIn.statusCode === 200 ? signedIn : signedUp;
  }
  signIn(user: { email: string; password: string }) {
    return this.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  }
}

let addresses = 0;
/** A different client address for every browser, so no two share a rate-limit bucket by chance. */
function nextAddress(): string {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

let counter = 0;
/** A fresh e-mail address per call. */
export function uniqueEmail(label = 'founder'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}
