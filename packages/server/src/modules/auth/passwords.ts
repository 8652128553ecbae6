import { hash, verify } from '@node-rs/argon2';

/** argon2id hash of a password (≈ 14 ms; argon2id is the library's default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown or unconfirmed user) a dummy hash is
 * verified anyway, so the answer takes as long as for a real account, and false is returned.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-0000');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
