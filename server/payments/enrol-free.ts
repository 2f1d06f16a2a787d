import { eq } from 'drizzle-orm';
import { redeemCoupon } from '../coupons/redeem-coupon';
import { purchases, users } from '../db/schema';
import { receiptEmail } from '../email/messages';
import { DomainError } from '../errors/domain-error';
import { offerGives, offerStartPath, ownsOffer, type SaleOffer } from '../offers/sale-offer';
import { enrolBuyer } from '../sequences/enrol-buyer';
import type { UsableCoupon } from '../coupons/find-usable-coupon';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export interface EnrolFreeOptions {
  db: Db;
  mailer: Mailer;
  userId: string;
  offer: SaleOffer;
  /** A code that takes the whole price off. */
  coupon: UsableCoupon;
  now: Date;
}

/**
 * A 100 % code (issue 14): no card, no payment intent. The purchase is recorded at once as paid £0 with its
 * code, the code counted and the receipt queued in one transaction; access is a paid purchase's. The
 * buyer's row is locked first, so a double click enrols once (purchases_one_standing_idx is the backstop).
 */
export async function enrolFree({ db, mailer, userId, offer, coupon, now }: EnrolFreeOptions): Promise<{ purchaseId: string }> {
  return db.transaction(async (tx) => {
    const [buyer] = await tx
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
      .for('update');
    if (!buyer) throw new DomainError('unauthenticated', 'Please sign in first.');
    if (await ownsOffer({ db: tx, userId, offer, now })) throw new DomainError('conflict', 'You already own this course.');
    if (!(await redeemCoupon({ db: tx, couponId: coupon.id }))) {
      throw new DomainError('invalid', `The code ${coupon.code} has been used up.`, { field: 'couponCode' });
    }
    const [row] = await tx
      .insert(purchases)
      .values({
        userId,
        courseId: offer.courseId,
        offerId: offer.id,
        paymentIntentId: null,
        amount: 0,
        currency: offer.currency,
        status: 'paid',
        couponId: coupon.id,
        discount: offer.price,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchases.id });
    const receipt = receiptEmail(
      mailer.siteUrl,
      {
        username: buyer.username,
        title: offer.title,
        startPath: offerStartPath(offer),
        memberArea: offerGives(offer, 'member_area'),
        amount: 0,
        currency: offer.currency,
        paidAt: now,
        reference: `Free with code ${coupon.code}`,
        coupon: { code: coupon.code, discount: offer.price },
      },
      mailer.seller,
    );
    await mailer.queue(tx, { kind: 'receipt', to: buyer.email, userId, ...receipt }, now);
    await enrolBuyer({ db: tx, userId, courseId: offer.courseId, purchaseId: row!.id, now });
    return { purchaseId: row!.id };
  });
}
