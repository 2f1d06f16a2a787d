import type { RateLimitRule } from '../auth/rate-limit';

const MINUTE = 60 * 1000;

/**
 * Posting to lesson discussions (issue 15): enough for a lively conversation, too few for a flood. Per
 * account, and per client address so that many fresh accounts from one place share one budget. A new
 * account's first post waits for nothing.
 */
export interface DiscussionLimits {
  perAccount: RateLimitRule;
  perAddress: RateLimitRule;
}

export const DEFAULT_DISCUSSION_LIMITS: DiscussionLimits = {
  perAccount: { name: 'comment-account', limit: 10, windowMs: 10 * MINUTE },
  perAddress: { name: 'comment-ip', limit: 30, windowMs: 10 * MINUTE },
};
