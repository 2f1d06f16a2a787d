/**
 * The order a knowledge check's questions and choices are shown in for one attempt (decision 031h). The server
 * picks a seed when the check opens and again at every retake and stores it with the learner's progress, so a
 * reload shows the attempt as it was and a retake shows it anew. Pure, so the server maps a learner's answers
 * (positions as shown) back to the lesson's own order with the same function that drew the page.
 */

/** mulberry32: a tiny, well-known 32-bit generator; quality is ample for shuffling a handful of items. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 0…n−1 in a random order (Fisher–Yates). */
function permutation(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export interface AttemptOrder {
  /** For each place on the page, the lesson's index of the question shown there. */
  questions: number[];
  /** For each question as the lesson holds it, for each place, the lesson's index of the choice shown there. */
  options: number[][];
}

/** The attempt's order for a check whose questions have these numbers of choices (in the lesson's order). */
export function attemptOrder(seed: number, optionCounts: readonly number[]): AttemptOrder {
  const random = generator(seed);
  const questions = permutation(optionCounts.length, random);
  const options = optionCounts.map((count) => permutation(count, random));
  return { questions, options };
}

/** The same order: shown to the learner, two attempts would look alike. */
function sameOrder(a: AttemptOrder, b: AttemptOrder): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A seed for the next attempt whose order differs from the previous attempt's (when the check has anything to
 * reorder): a retake is meant to look different, not to be answerable by position. `random` gives 32-bit seeds.
 */
export function nextAttemptSeed(previous: number | null, optionCounts: readonly number[], random: () => number): number {
  const before = previous === null ? null : attemptOrder(previous, optionCounts);
  for (let tries = 0; tries < 50; tries++) {
    // 31 bits: the seed is stored in a PostgreSQL integer.
    const seed = (random() >>> 0) % 2_147_483_648;
    if (!before || !sameOrder(before, attemptOrder(seed, optionCounts))) return seed;
  }
  // Only a check with nothing to reorder (one question of one choice) gets here.
  return (random() >>> 0) % 2_147_483_648;
}
