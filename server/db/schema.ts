/**
 * Every table, gathered for drizzle-kit and the database client. Each domain defines its own tables in
 * server/<domain>/schema.ts (issue 42); add a new table there and export it here.
 */
export * from '../auth/schema';
export * from '../courses/schema';
export * from '../offers/schema';
export * from '../entitlements/schema';
export * from '../drip/schema';
export * from '../coupons/schema';
export * from '../payments/schema';
export * from '../billing/schema';
export * from '../admin/schema';
export * from '../lessons/schema';
export * from '../newsletter/schema';
export * from '../email/schema';
export * from '../blog/schema';
export * from '../security/schema';
export * from '../passkeys/schema';
export * from '../contact/schema';
export * from '../premium/schema';
export * from '../discussions/schema';
export * from '../community/schema';
export * from '../certificates/schema';
export * from '../settings/schema';
export * from '../money/schema';
export * from '../reviews/schema';
export * from '../operations/schema';
export * from '../coaching/schema';
export * from '../content-studio/schema';
export * from '../images/schema';
export * from '../analytics/schema';
export * from '../referrals/schema';
export * from '../invoices/schema';
export * from '../sequences/schema';
