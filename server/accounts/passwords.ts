import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './commonPasswords';

// Verified when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** argon2id with the library's defaults (19 MiB, 2 passes), which are OWASP's recommendation. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks a password against a stored hash; with no hash it still spends the same work and fails. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword('edgewise-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
