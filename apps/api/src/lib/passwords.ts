/**
 * Password hashing: argon2id with m=19456 KiB, t=2, p=1 (the OWASP baseline), at most
 * `concurrency` hashes at once (each takes ~19 MiB and a libuv thread; the rest queue), so a
 * burst of logins cannot exhaust memory or starve other requests of the thread pool.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

// `Algorithm` is an ambient const enum (not usable under isolatedModules); 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS: Readonly<Options> = Object.freeze({
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

/** Hashes running at once by default; matches libuv's default thread pool of 4. */
export const DEFAULT_HASH_CONCURRENCY = 4;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for those. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a real verification and answers false: used when the account does not
   * exist or has no password, so the answer time does not tell which emails have accounts.
   */
  verifyNothing(password: string): Promise<false>;
}

/** The argon2 functions the hasher calls (tests count them). */
export interface Argon2 {
  hash(password: string, options: Options): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export function createPasswordHasher(concurrency = DEFAULT_HASH_CONCURRENCY, argon2: Argon2 = { hash, verify }): PasswordHasher {
  const gate = new Semaphore(concurrency);
  const hasher: PasswordHasher = {
    hash: (password) => gate.run(() => argon2.hash(password, ARGON2_OPTIONS)),
    verify: (passwordHash, password) =>
      gate.run(async () => {
        try {
          return await argon2.verify(passwordHash, password);
        } catch {
          return false;
        }
      }),
    verifyNothing: async (password) => {
      await hasher.verify(await dummy, password);
      return false;
    },
  };
  // Made now rather than on the first unknown email, whose answer would otherwise take a hash
  // longer than every later one (docs/decisions/013).
  const dummy = hasher.hash(randomBytes(16).toString('base64url'));
  dummy.catch(() => undefined); // a failure surfaces in verifyNothing
  return hasher;
}
