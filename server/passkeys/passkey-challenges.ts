import { and, eq, lt, sql } from 'drizzle-orm';
import { webauthnChallenges } from '../db/schema';
import type { Db } from '../db/client';

/** A ceremony must finish within this (the five minutes); the browser is told the same. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type Purpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/** Keeps a challenge for `owner`; expired challenges of anyone are swept on the way (an indexed delete). */
export async function keepChallenge(
  db: Db,
  challenge: { challenge: string; purpose: Purpose; owner: string; userId?: string; now: Date },
): Promise<void> {
  const { now } = challenge;
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge: challenge.challenge,
    purpose: challenge.purpose,
    owner: challenge.owner,
    userId: challenge.userId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/**
 * Takes the challenge the browser signed, if `owner` was given it for this purpose and it has not
 * expired: one DELETE … RETURNING, so of two requests carrying the same response only one gets it.
 * Taken even when expired, so it cannot linger.
 */
export async function takeChallenge(
  db: Db,
  wanted: { challenge: string; purpose: Purpose; owner: string; userId?: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, wanted.challenge),
        eq(webauthnChallenges.purpose, wanted.purpose),
        eq(webauthnChallenges.owner, wanted.owner),
        wanted.userId ? eq(webauthnChallenges.userId, wanted.userId) : sql`true`,
      ),
    )
    .returning({ expiresAt: webauthnChallenges.expiresAt });
  return Boolean(row && row.expiresAt.getTime() > wanted.now.getTime());
}

export async function deleteExpiredChallenges({ db, now }: { db: Db; now: Date }): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}

/** The challenge inside a response's clientDataJSON (base64url JSON), or undefined when it is not there. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,512}$/.test(challenge) ? challenge : undefined;
  } catch {
    return undefined;
  }
}
