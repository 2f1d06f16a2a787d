import type { SignedInUser } from './sessions';

/** The account call's payload (spec 000 §3 "Account"). */
export function accountView(user: SignedInUser & { emailVerified: boolean }) {
  return {
    username: user.username,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    hasPremiumAccess: user.hasPremiumAccess,
    subscriptionLevel: user.hasPremiumAccess ? 'Premium' : 'Free',
    emailVerified: user.emailVerified,
  };
}
export type AccountView = ReturnType<typeof accountView>;
