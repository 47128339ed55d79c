import { getCookies } from 'better-auth/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_BASE_PATH } from '../../contract/auth';
import { NUL_CHARACTER_MESSAGE, nulCharacterPath } from '../../domain/text-rules';
import type { Config } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { DatabaseUnavailableError } from '../db/errors';
import {
  type BetterAuthInstance,
  CLIENT_IP_HEADER,
  createBetterAuth,
  trustedOrigins,
} from '../modules/auth/better-auth';
import { authRateLimitFailure } from '../modules/auth/rate-limit-storage';
import { requiresEmailConfirmation } from '../modules/auth/settings';
import { verifiedCookieValue } from '../modules/auth/signed-cookie';
import { signedInRepository } from '../modules/auth/signed-in-repository';
import { createMailer, type Mailer } from '../modules/mail/mailer';
import type { SessionSecurityRow } from '../modules/security/repository';
import { carriesSessionCookie, crossSite } from './csrf';
import { HttpError, invalidRequest } from './error-handler';
import { RATE_LIMIT_UNAVAILABLE } from './rate-limit';
import { betterAuthPath } from './route-policy';
import type { ViewerResolver } from './viewer';

/** The signed-in user and session of a request, as Better Auth answers them. */
export type SignedIn = {
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    role?: string | null;
    createdAt: Date;
  };
  session: { id: string; token: string; expiresAt: Date; createdAt: Date };
  /** the session's security record when it was read with the session (null: none yet) */
  security?: SessionSecurityRow | null;
};

/** What other modules use: `app.auth.requireSignedIn(request)` and friends. */
export interface AuthService {
  /** Better Auth with the default options (its `api` works for either confirmation setting) */
  readonly betterAuth: BetterAuthInstance;
  readonly mailer: Mailer;
  /** the signed-in user of this request, or null; asked once per request */
  sessionOf(request: FastifyRequest): Promise<SignedIn | null>;
  /** the same, or a 401 `unauthenticated` / 'Not authenticated' */
  requireSignedIn(request: FastifyRequest): Promise<SignedIn>;
  /** the origins a state-changing request may come from (PUBLIC_URL and its kin) */
  readonly trustedOrigins: ReadonlySet<string>;
  /** for cookie-authenticated writes: refuses a cross-site request (403 `invalid_origin`) */
  assertSameOrigin(request: FastifyRequest): void;
  /** expires the session cookies in the browser */
  clearSessionCookies(reply: FastifyReply): void;
  /** the signed-in user's id, or null: what the assessment and privacy modules ask */
  viewer: ViewerResolver;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

export const NOT_AUTHENTICATED = { code: 'unauthenticated', message: 'Not authenticated' } as const;

const NO_SESSION: Promise<SignedIn | null> = Promise.resolve(null);

const HOP_BY_HOP = new Set(['connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade']);

/** Fastify's request as a Web Request for Better Auth, with the client IP header set by us. */
function toWebRequest(request: FastifyRequest, publicUrl: string, endpoint: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // Always ours, never the client's: Fastify's view of the address (TRUST_PROXY decides).
  headers.set(CLIENT_IP_HEADER, request.ip);
  const method = request.method.toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : (request.body as Buffer | undefined);
  // Better Auth routes on the endpoint our policies saw, so the two can never disagree.
  const queryAt = request.url.indexOf('?');
  const query = queryAt < 0 ? '' : request.url.slice(queryAt);
  const path = endpoint.split('/').map(encodeURIComponent).join('/');
  return new Request(new URL(`${AUTH_BASE_PATH}${path}${query}`, publicUrl), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

const AUTH_PATHS_READING_THE_SETTING = new Set(['/sign-up/email', '/sign-in/email']);

/**
 * Where a body Better Auth will read (JSON or a form) carries U+0000, which PostgreSQL refuses: the
 * field's path, or null. Our own routes refuse it at the contract; Better Auth's bodies pass here.
 */
function nulCharacterInBody(body: unknown, contentType: string | undefined): string | null {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  const text = body.toString('utf8');
  let parsed: unknown;
  if (contentType?.includes('application/x-www-form-urlencoded'))
    parsed = Object.fromEntries(new URLSearchParams(text));
  else
    try {
      parsed = JSON.parse(text);
    } catch {
      return null; // not JSON: Better Auth answers its own 400
    }
  return nulCharacterPath(parsed)?.join('.') ?? null;
}

export type AuthPluginDependencies = {
  config: Config;
  database: DatabaseHandle;
  /** defaults to SMTP_URL's server, or the outbox in DATA_DIR */
  mailer?: Mailer;
};

/**
 * Better Auth at /api/auth/* plus `app.auth` for the other modules. Registered before any module
 * that needs to know who is signed in.
 */
export const authPlugin = ({ config, database, mailer: givenMailer }: AuthPluginDependencies) =>
  fp(
    async (app: FastifyInstance) => {
      const mailer =
        givenMailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          mailFrom: config.mailFrom,
          dataDir: config.dataDir,
          log: app.log,
        });
      const common = { config, db: database.db, mailer, log: app.log };
      const open = createBetterAuth({ ...common, requireEmailVerification: false });
      const strict = createBetterAuth({ ...common, requireEmailVerification: true });
      const origins = new Set(trustedOrigins(config));
      const databaseAnswers = () =>
        database.ping().then(
          () => true,
          () => false,
        );
      const cookies = getCookies(open.options);
      const sessions = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();
      const signedInRows = signedInRepository(database.db);
      const { expiresIn = 7 * 24 * 3600, updateAge = 24 * 3600 } = open.options.session ?? {};
      const fromBetterAuth = (request: FastifyRequest) =>
        open.api
          .getSession({ headers: headersOf(request) })
          .then((result) => (result ? (result as unknown as SignedIn) : null));

      /**
       * The session of a request: one prepared query (session, user and security record) while the
       * session is valid and not yet due for its daily extension; Better Auth itself otherwise, which
       * extends or deletes it. Every request still reads the database, so a revoked session ends at once.
       */
      async function resolveSession(request: FastifyRequest): Promise<SignedIn | null> {
        const token = verifiedCookieValue(request.cookies?.[cookies.sessionToken.name], config.authSecret);
        if (!token) return null;
        const row = await signedInRows.byToken(token);
        if (!row) return null;
        const expiresAt = row.session.expiresAt.getTime();
        const now = Date.now();
        const extensionDue = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
        if (expiresAt <= now || extensionDue) return fromBetterAuth(request);
        return row;
      }

      const service: AuthService = {
        betterAuth: open,
        mailer,
        sessionOf(request) {
          // No session cookie, no session: anonymous callers (every respondent) skip Better Auth.
          if (!carriesSessionCookie(request)) return NO_SESSION;
          let found = sessions.get(request);
          if (!found) {
            found = resolveSession(request);
            sessions.set(request, found);
          }
          return found;
        },
        async requireSignedIn(request) {
          const signedIn = await service.sessionOf(request);
          if (!signedIn) throw new HttpError(401, NOT_AUTHENTICATED.code, NOT_AUTHENTICATED.message);
          return signedIn;
        },
        trustedOrigins: origins,
        assertSameOrigin(request) {
          // The CSRF hook refuses these first; this stays as a second line for the routes that call it.
          if (crossSite(request, origins)) {
            throw new HttpError(403, 'invalid_origin', 'This request must come from the site itself.');
          }
        },
        clearSessionCookies(reply) {
          for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
            const { maxAge: _maxAge, ...attributes } = cookie.attributes;
            reply.setCookie(cookie.name, '', {
              ...attributes,
              sameSite: 'lax',
              maxAge: 0,
              expires: new Date(0),
            });
          }
        },
        async viewer(request) {
          const signedIn = await service.sessionOf(request);
          return { userId: signedIn?.user.id ?? null };
        },
      };
      app.decorate('auth', service);
      app.addHook('onClose', async () => mailer.close());

      // Better Auth reads its own bodies (JSON and forms): hand them over untouched.
      await app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        scope.route({
          method: ['GET', 'POST'],
          url: `${AUTH_BASE_PATH}/*`,
          async handler(request, reply) {
            const path = betterAuthPath(request) ?? '/';
            // Refused as the contract refuses it elsewhere: in the database it was an anonymous 500.
            const nulAt = nulCharacterInBody(request.body, request.headers['content-type']);
            if (nulAt !== null)
              return reply
                .status(400)
                .header('cache-control', 'no-store')
                .send(invalidRequest([{ path: nulAt, message: NUL_CHARACTER_MESSAGE }]));
            const instance =
              request.method === 'POST' &&
              AUTH_PATHS_READING_THE_SETTING.has(path) &&
              (await requiresEmailConfirmation(database.db))
                ? strict
                : open;
            const failure = { failed: false };
            const response = await authRateLimitFailure
              .run(failure, () => instance.handler(toWebRequest(request, config.publicUrl, path)))
              .catch((error: unknown) => {
                if (failure.failed) return null;
                throw error;
              });
            // Its own per-address limit could not be checked: refused (sign-in, sign-up, reset and
            // e-mail sending fail closed), with a clear answer rather than an anonymous 500.
            if (failure.failed || !response) {
              request.log.error('Better Auth rate-limit store failed; auth call refused');
              return reply
                .status(503)
                .header('retry-after', '5')
                .header('cache-control', 'no-store')
                .send({ error: RATE_LIMIT_UNAVAILABLE });
            }
            // Better Auth answers a failed query with its own 500; with the database away that is our 503.
            if (response.status >= 500 && !(await databaseAnswers()))
              throw new DatabaseUnavailableError('the database is not reachable');
            reply.status(response.status);
            response.headers.forEach((value, name) => {
              if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
            });
            // Better Auth's 429 says when in X-Retry-After only; clients and proxies read Retry-After.
            const retryAfter = response.headers.get('x-retry-after');
            if (response.status === 429 && retryAfter && !response.headers.has('retry-after'))
              reply.header('retry-after', retryAfter);
            const setCookies = response.headers.getSetCookie();
            if (setCookies.length > 0) reply.header('set-cookie', setCookies);
            // Sessions and tokens never sit in a shared cache.
            reply.header('cache-control', 'no-store');
            const body = Buffer.from(await response.arrayBuffer());
            return reply.send(body.length > 0 ? body : undefined);
          },
        });
      });
    },
    { name: 'uplift-auth' },
  );
