// The account rules both halves show: the zod schemas (common/auth-schemas.ts) enforce them, and the
// forms print them as hints before anyone types. Plain values, no zod, so the browser bundle stays small.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

/** Shown under the sign-up and account forms' fields (linked with aria-describedby). */
export const USERNAME_HINT = `${USERNAME_MIN}–${USERNAME_MAX} characters: letters, digits, _ - and . (no spaces).`;
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN} characters. Common passwords such as "password123" are refused.`;
