import { hash, verify } from '@node-rs/argon2';
import { loadOnFirstUse } from '../lib/load-on-first-use';
import { concurrencyLimit } from './concurrency-limit';
import type { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP Password Storage Cheat Sheet, argon2id first option: m=19 MiB, t=2, p=1. Set explicitly. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolated modules cannot read)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

/**
 * Each argon2id hash or verification holds 19 MiB and one core for its duration. One at a time per process,
 * however many cores the machine has: the memory budget is per process (DESIGN §11, issue 45), and a burst of
 * sign-ups or log-ins would otherwise grow memory by 19 MiB per hash at once (docs/decisions/008-server-memory.md).
 * The rest wait their turn; a machine with more cores runs more processes.
 */
const argon2Slots = concurrencyLimit(1);

export function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// A real hash to verify against when the account does not exist, so an unknown email costs the same time.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  return dummyHash;
}

// zxcvbn-ts ships ~50k of the most common passwords from breach corpora (~10 MiB resident with its other
// word lists): read by the first sign-up or password change, not at start-up (issue 25).
const loadDictionary = loadOnFirstUse<{ dictionary: typeof dictionary }>('@zxcvbn-ts/language-common');
let common: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common passwords. Please choose one that is harder to guess.';

export function isCommonPassword(password: string): boolean {
  common ??= new Set((loadDictionary().dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
