import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). The
 * algorithm is the library's default (argon2id); its `Algorithm` is a const enum that
 * type stripping cannot read, so it is not named here.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
