import { eq } from 'drizzle-orm';
import { BASE_CURRENCY, CURRENCIES, type Currency } from '../../common/currencies';
import { recordAudit } from '../admin/record-audit';
import { courses, offerPrices, salesSettings } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { sellingOffersByCourse, sellingPriceRows } from '../offers/selling-offer';
import type { PricesBody } from '../../common/price-schemas';
import type { Db } from '../db/client';

/** Every course's prices by id, minor units per currency: pounds always, dollars and euros only where the owner set them. */
export type PriceList = Record<string, Partial<Record<Currency, number>>>;

/**
 * The prices (issue 31, docs/decisions/028a-prices-per-currency.md): each course's are the prices of the offer that
 * sells it (issue 43, docs/decisions/033c-offer-prices.md); a course no offer sells keeps its row's pound price.
 */
export async function loadCoursePrices({ db }: { db: Db }): Promise<PriceList> {
  const [rows, owned] = await Promise.all([
    db.select({ id: courses.id, price: courses.price, currency: courses.currency }).from(courses),
    sellingPriceRows({ db }),
  ]);
  return priceListOf(rows, owned);
}

/** The price list from the course rows and the owner's price rows, already read (the /api/courses answers read both once). */
export function priceListOf(
  rows: { id: string; price: number; currency: string }[],
  owned: { courseId: string; currency: string; amount: number }[],
): PriceList {
  const list: PriceList = {};
  for (const row of rows) list[row.id] = row.currency === BASE_CURRENCY ? { [BASE_CURRENCY]: row.price } : {};
  for (const row of owned) (list[row.courseId] ??= {})[row.currency as Currency] = row.amount;
  return list;
}

/** A course's price in the wanted currency, or in pounds when it has none in that one. */
export function priceIn(list: PriceList, course: { id: string; price: number; currency: string }, wanted: Currency) {
  const prices = list[course.id] ?? {};
  const amount = prices[wanted];
  if (amount !== undefined) return { price: amount, currency: wanted as string };
  return { price: prices[BASE_CURRENCY] ?? course.price, currency: prices[BASE_CURRENCY] !== undefined ? BASE_CURRENCY : course.currency };
}

/**
 * The course priced in exactly this currency (what a checkout charges, what fulfilment checks), or undefined when it
 * has no price in it: no fallback to pounds here, since the buyer was shown this currency.
 */
export async function coursePricedIn<T extends { id: string; price: number; currency: string }>({
  db,
  course,
  currency,
}: {
  db: Db;
  course: T;
  currency: string;
}): Promise<T | undefined> {
  const amount = (await loadCoursePrices({ db }))[course.id]?.[currency.toUpperCase() as Currency];
  return amount === undefined ? undefined : { ...course, price: amount, currency: currency.toUpperCase() };
}

/** The course with `price` and `currency` in the wanted currency (or pounds), for every page and answer that shows one. */
export function withPriceIn<T extends { id: string; price: number; currency: string }>(course: T, list: PriceList, wanted: Currency): T {
  return { ...course, ...priceIn(list, course, wanted) };
}

/** The loaded list's courses with their prices in the wanted currency: one query pair for a page's courses. */
export async function coursesIn<T extends { id: string; price: number; currency: string }>(
  { db, wanted }: { db: Db; wanted: Currency },
  list: T[],
): Promise<T[]> {
  const prices = await loadCoursePrices({ db });
  return list.map((course) => withPriceIn(course, prices, wanted));
}

/** GET /api/admin/prices: each course's prices in the three currencies (null: not sold in it), and whether they include tax. */
export async function ownerPrices({ db }: { db: Db }) {
  const [list, [settings]] = await Promise.all([
    loadCoursePrices({ db }),
    db.select({ taxInclusive: salesSettings.taxInclusive }).from(salesSettings).limit(1),
  ]);
  const coursesOut = Object.fromEntries(
    Object.entries(list).map(([id, prices]) => [id, Object.fromEntries(CURRENCIES.map((c) => [c, prices[c] ?? null]))]),
  ) as Record<string, Record<Currency, number | null>>;
  return { courses: coursesOut, taxInclusive: settings?.taxInclusive ?? true };
}

/**
 * The owner sets the prices of the courses named (each course's three currencies at once: one left out or null is
 * no longer sold in) and, when given, whether prices include tax (kept in the sales settings), with one audit row.
 */
export async function setCoursePrices({ db, now, actorId, body }: { db: Db; now: Date; actorId: string; body: PricesBody }) {
  const ids = Object.keys(body.courses);
  const known = new Set((await db.select({ id: courses.id }).from(courses)).map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new DomainError('invalid', `courses.${unknown}: no such course.`, { field: `courses.${unknown}` });
  // A course's prices are its selling offer's (docs/decisions/033c-offer-prices.md).
  const selling = await sellingOffersByCourse({ db });
  const unsold = ids.find((id) => !selling.has(id));
  if (unsold) throw new DomainError('invalid', `courses.${unsold}: no offer sells this course.`, { field: `courses.${unsold}` });
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const given = body.courses[id]!;
      const offerId = selling.get(id)!;
      await tx.delete(offerPrices).where(eq(offerPrices.offerId, offerId));
      const rows = CURRENCIES.flatMap((currency) => {
        const amount = given[currency];
        return typeof amount === 'number' ? [{ offerId, currency, amount, setAt: now, setBy: actorId }] : [];
      });
      if (rows.length > 0) await tx.insert(offerPrices).values(rows);
    }
    if (body.taxInclusive !== undefined) {
      const values = { taxInclusive: body.taxInclusive, updatedAt: now, updatedBy: actorId };
      await tx
        .insert(salesSettings)
        .values({ id: true, ...values })
        .onConflictDoUpdate({ target: salesSettings.id, set: values });
    }
    await recordAudit({ db: tx, actorId, action: 'prices.update', target: { type: 'settings' }, details: { ...body }, now });
  });
  return ownerPrices({ db });
}
