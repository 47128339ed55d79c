import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import {
  AUTH_BASE_PATH,
  AUTH_CALLBACK_PATH,
  AUTH_ERROR_CODES,
  AUTH_PAGE_PATH,
  confirmationCallbackURL,
  recoveryCallbackURL,
} from '../../../contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../domain/constants';
import { passwordTooShortMessage } from '../../../domain/messages';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import type { Mailer, MailLogger } from '../mail/mailer';
import { hashPassword, verifyPassword } from './password';
import { ensureProfile, syncProfile } from './profiles';
import { databaseRateLimitStorage } from './rate-limit-storage';
import { passwordMinLength } from './settings';

/**
 * The header that carries the client address to Better Auth. The Fastify bridge always sets it from
 * `request.ip` (which honours TRUST_PROXY), overwriting whatever a client sent.
 */
export const CLIENT_IP_HEADER = 'x-uplift-client-ip';

export const COOKIE_PREFIX = 'uplift';

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;

export type AuthLogger = MailLogger & { debug(obj: object, msg: string): void };

export type BetterAuthOptionsInput = {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: AuthLogger;
  /** the admin setting requireEmailConfirmation: sign-up gives no session, sign-in waits for the link */
  requireEmailVerification: boolean;
};

/** Origins allowed to call the auth API and to be redirected to. */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  // `npm run dev`: the Vite dev server proxies /api, so the browser's origin is Vite's.
  if (config.nodeEnv === 'development') origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

/** The path (and query) of a callback URL on our own site, or null. */
function ownPath(value: string | null, publicUrl: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, publicUrl);
    return url.origin === new URL(publicUrl).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Makes an e-mail link's callback point at the web's /auth/callback page whatever the client passed
 * (nothing, '/', or a page to return to), so every link lands where the web handles it.
 */
export function withCallbackPage(link: string, publicUrl: string, kind: 'confirmation' | 'recovery'): string {
  const url = new URL(link);
  const given = ownPath(url.searchParams.get('callbackURL'), publicUrl);
  let next: string | null = given && given !== '/' ? given : null;
  if (given?.startsWith(AUTH_CALLBACK_PATH)) {
    next = new URL(given, publicUrl).searchParams.get('next');
  }
  url.searchParams.set(
    'callbackURL',
    kind === 'confirmation' ? confirmationCallbackURL(next) : recoveryCallbackURL(next),
  );
  return url.toString();
}

function betterAuthLogger(log: AuthLogger) {
  return {
    level: 'info' as const,
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const details = args.length ? { details: args.map((a) => (a instanceof Error ? a.message : a)) } : {};
      // Its info lines name e-mail addresses ("sign-up attempt for existing email"): debug only. An
      // unknown address at sign-in is routine (every sign-up tries the credentials first), not a warning.
      const quiet = level === 'info' || message === 'User not found';
      log[quiet ? 'debug' : level]({ component: 'better-auth', ...details }, message);
    },
  };
}

/** The endpoints that set a new password, and the body field that carries it. */
export const NEW_PASSWORD_FIELDS: Readonly<Record<string, 'password' | 'newPassword'>> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/admin/create-user': 'password',
  '/admin/set-user-password': 'newPassword',
};

/**
 * Enforces the admin setting passwordMinLength on every new password. Better Auth's own
 * `minPasswordLength` is fixed when the instance is made, so it stays at the spec's 6 (the floor the
 * setting cannot go below) and this check, run before the endpoint, applies the configured minimum with
 * the product's message and Better Auth's error code.
 */
async function enforcePasswordPolicy(db: Database, path: string, body: Record<string, unknown> | undefined) {
  const field = NEW_PASSWORD_FIELDS[path];
  if (!field) return;
  const password: unknown = body?.[field];
  // a missing or non-text password is the endpoint's own validation error
  if (typeof password !== 'string') return;
  const minLength = await passwordMinLength(db);
  if (password.length < minLength)
    throw new APIError('BAD_REQUEST', {
      code: AUTH_ERROR_CODES.passwordTooShort,
      message: passwordTooShortMessage(minLength),
    });
}

/** The e-mail and password of a sign-up's body, when both are text. */
function credentialsOf(
  body: Record<string, unknown> | undefined,
): { email: string; password: string } | null {
  const email = body?.email;
  const password = body?.password;
  return typeof email === 'string' && typeof password === 'string' ? { email, password } : null;
}

const isSignUpAnswer = (value: unknown): value is { token: string | null; user: unknown } =>
  typeof value === 'object' && value !== null && 'token' in value && 'user' in value;

/** One Better Auth instance; the plugin keeps two, with and without required e-mail confirmation. */
export function createBetterAuth({
  config,
  db,
  mailer,
  log,
  requireEmailVerification,
}: BetterAuthOptionsInput) {
  const https = config.publicUrl.startsWith('https://');

  /**
   * Sign-up never says whether an address is taken (decision 012), but someone who signs up again with
   * their right password is signed in (docs/decisions/012). So a sign-up first tries its credentials as a sign-in:
   * through `api`, after this request passed the sign-up's rate limit, and without counting a failed
   * try against the account. A session reveals the account only to whoever knows its password.
   * Set once the instance exists (its `api` is what it calls).
   */
  let signInInstead: (
    body: Record<string, unknown> | undefined,
    headers: Headers | undefined,
  ) => Promise<{ cookies: string[]; token: string; user: unknown } | null> = async () => null;

  const auth = betterAuth({
    appName: 'Uplift Founder Audit',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    logger: betterAuthLogger(log),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification,
      // Sign-up never answers a session, so a taken address looks like a new one (decision 012): Better
      // Auth then answers a known address like a new one and hashes the password to cost the same.
      autoSignIn: false,
      // the answer for a taken address carries every field a new account's does (the admin plugin's too)
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
      async onExistingUserSignUp({ user: owner }) {
        await mailer.sendKind('sign-up-attempt', owner.email, {
          name: owner.name,
          url: `${config.publicUrl}${AUTH_PAGE_PATH}`,
        });
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: HOUR_SECONDS,
      password: { hash: hashPassword, verify: verifyPassword },
      async sendResetPassword({ user: recipient, url }) {
        await mailer.sendKind('password-reset', recipient.email, {
          name: recipient.name,
          url: withCallbackPage(url, config.publicUrl, 'recovery'),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY_SECONDS,
      async sendVerificationEmail({ user: recipient, url }) {
        await mailer.sendKind('confirmation', recipient.email, {
          name: recipient.name,
          url: withCallbackPage(url, config.publicUrl, 'confirmation'),
        });
      },
      async afterEmailVerification(verified) {
        // The welcome e-mail must never hold up or fail the confirmation: a failure is only logged.
        void mailer
          .sendKind('welcome', verified.email, { name: verified.name, url: `${config.publicUrl}/results` })
          .catch((error: unknown) =>
            log.warn({ err: error, userId: verified.id }, 'the welcome e-mail could not be sent'),
          );
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        if (ctx.path === '/sign-up/email') {
          const signedIn = await signInInstead(body, ctx.headers);
          if (signedIn) {
            for (const cookie of signedIn.cookies) ctx.responseHeaders?.append('set-cookie', cookie);
            return ctx.json({ token: signedIn.token, user: signedIn.user });
          }
        }
        await enforcePasswordPolicy(db, ctx.path, body);
      }),
      // A session-less sign-up says what comes next: sign in, or confirm first. The same for every
      // address, as it is only this instance's setting.
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (ctx.path !== '/sign-up/email' || !isSignUpAnswer(returned) || returned.token !== null) return;
        return ctx.json({ ...returned, emailConfirmationRequired: requireEmailVerification });
      }),
    },
    session: {
      expiresIn: 7 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    databaseHooks: {
      user: {
        create: {
          async after(created) {
            await ensureProfile(db, {
              id: created.id,
              email: created.email,
              name: created.name,
              role: typeof created.role === 'string' ? created.role : null,
            });
          },
        },
        update: {
          async after(updated) {
            if (!updated?.id) return;
            await syncProfile(db, {
              id: updated.id,
              email: updated.email,
              name: updated.name,
              role: typeof updated.role === 'string' ? updated.role : null,
            });
          },
        },
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: databaseRateLimitStorage(db),
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 10 },
        // read-only and asked on every page: not worth a database write each time
        '/get-session': false,
      },
    },
    advanced: {
      // Explicitly on: Better Auth turns the origin check off under test runners by default.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: https,
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // E-mails go out after the answer: a reset request then takes as long for an unknown address as
      // for a known one. Failures are logged by Better Auth (they never reached the client anyway).
      backgroundTasks: {
        handler: (task) => {
          void task;
        },
      },
    },
  });
  signInInstead = async (body, headers) => {
    const credentials = credentialsOf(body);
    if (!credentials) return null;
    const callbackURL = typeof body?.callbackURL === 'string' ? body.callbackURL : undefined;
    const signedIn = await auth.api
      .signInEmail({
        body: { ...credentials, ...(callbackURL ? { callbackURL } : {}) },
        headers: headers ?? new Headers(),
        returnHeaders: true,
      })
      // a wrong password, an unknown address or an unconfirmed one: the sign-up answers
      .catch(() => null);
    if (!signedIn) return null;
    const { token, user: signedInUser } = signedIn.response;
    return { cookies: signedIn.headers.getSetCookie(), token, user: signedInUser };
  };
  return auth;
}

export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;
