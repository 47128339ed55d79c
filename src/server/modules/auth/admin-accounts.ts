import { randomBytes } from 'node:crypto';
import { emailSchema } from '../../../domain/auth-rules';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { createBetterAuth } from './better-auth';
import { hashPassword } from './password';
import { syncProfile } from './profiles';

/** Admin passwords guard everything: a higher bar than the spec's 6 characters for users. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** A random password shown once: 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export function adminPasswordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH)
    return `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > 128) return 'The password must be at most 128 characters long.';
  return null;
}

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const noMail: Mailer = {
  mode: 'outbox',
  send: async () => ({ messageId: 'none' }),
  sendKind: async () => ({ messageId: 'none' }),
  close() {},
};

/**
 * Makes admins from the command line (`npm run admin:create`) through Better Auth's own adapter, so
 * the rows look exactly like a sign-up's: the user (role admin, e-mail verified), its credential
 * account with an argon2id hash, and the profile (role admin).
 */
export async function adminAccounts(config: Config, database: DatabaseHandle) {
  const auth = createBetterAuth({
    config,
    db: database.db,
    mailer: noMail,
    log: quiet,
    requireEmailVerification: false,
  });
  const { internalAdapter } = await auth.$context;

  return {
    normaliseEmail(input: string): string {
      const parsed = emailSchema.safeParse(input);
      if (!parsed.success) throw new Error(`Not a valid e-mail address: ${input}`);
      return parsed.data.toLowerCase();
    },

    async exists(email: string): Promise<boolean> {
      return (await internalAdapter.findUserByEmail(email)) !== null;
    },

    /** Creates a new admin, or promotes the existing user (whose password then stays as it is). */
    async createOrPromote(input: { email: string; name?: string; password?: string }) {
      const email = this.normaliseEmail(input.email);
      const existing = await internalAdapter.findUserByEmail(email);
      if (existing) {
        const updated = await internalAdapter.updateUser(existing.user.id, {
          role: 'admin',
          emailVerified: true,
          ...(input.name ? { name: input.name } : {}),
        });
        await syncProfile(database.db, {
          id: existing.user.id,
          email,
          name: (updated?.name as string | undefined) ?? existing.user.name,
          role: 'admin',
        });
        return { userId: existing.user.id, created: false };
      }
      if (!input.password) throw new Error('A new admin needs a password.');
      const problem = adminPasswordProblem(input.password);
      if (problem) throw new Error(problem);
      const name = input.name?.trim() || email.split('@')[0] || 'Admin';
      const created = await internalAdapter.createUser(
        { email, name, emailVerified: true, role: 'admin' },
        { method: 'admin' },
      );
      await internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: await hashPassword(input.password),
      });
      await syncProfile(database.db, { id: created.id, email, name, role: 'admin' });
      return { userId: created.id, created: true };
    },
  };
}
