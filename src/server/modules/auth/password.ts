import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane), replacing Better Auth's scrypt default whose
 * parameters are below ASVS 5.0. The parameters live in the hash, so raising them later keeps old
 * hashes verifiable.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is a `const enum`, which isolated modules cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  // Anything that is not one of our hashes never matches (and never throws to the caller).
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
