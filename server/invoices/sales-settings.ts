import { recordAudit } from '../admin/record-audit';
import { salesSettings } from '../db/schema';
import type { BillingSettingsBody, SellerBody } from '../../common/invoice-schemas';
import type { Seller } from '../config';
import type { Db } from '../db/client';
import type { SellerDetails } from './invoice-types';

/**
 * The owner's selling settings: the seller on invoices (null until set), whether prices include tax, and how many
 * days a learner whose renewal failed keeps access while it is retried (issue 44, decision 034a).
 */
export interface SalesSettings {
  seller: SellerDetails | null;
  taxInclusive: boolean;
  dunningGraceDays: number;
}

/** The grace days until the owner changes them (the column's default). */
export const DEFAULT_DUNNING_GRACE_DAYS = 7;

/** Where the seller is when the owner has not said (the business the specification describes is British). */
export const DEFAULT_SELLER_COUNTRY = 'GB';

export async function loadSalesSettings({ db }: { db: Db }): Promise<SalesSettings> {
  const [row] = await db.select().from(salesSettings).limit(1);
  const seller =
    row?.sellerName && row.sellerAddress && row.sellerCountry
      ? { name: row.sellerName, address: row.sellerAddress, country: row.sellerCountry, vatNumber: row.sellerVatNumber }
      : null;
  return { seller, taxInclusive: row?.taxInclusive ?? true, dunningGraceDays: row?.dunningGraceDays ?? DEFAULT_DUNNING_GRACE_DAYS };
}

/**
 * The seller an invoice names: the owner's settings, or (local mode only: Stripe mode refuses to sell without
 * them) the configured SELLER_NAME and SELLER_ADDRESS with `missing` set, so the invoice says the details are missing.
 */
export function invoiceSeller(settings: SalesSettings, configured: Seller | undefined): SellerDetails & { missing: boolean } {
  if (settings.seller) return { ...settings.seller, missing: false };
  return {
    name: configured?.name ?? 'Seller not set',
    address: configured?.address ?? 'Address not set',
    country: DEFAULT_SELLER_COUNTRY,
    vatNumber: null,
    missing: true,
  };
}

/** The owner sets the seller (and, optionally, whether prices include tax), with its audit row. */
export async function updateSeller({
  db,
  now,
  actorId,
  changes,
}: {
  db: Db;
  now: Date;
  actorId: string;
  changes: SellerBody;
}): Promise<SalesSettings> {
  await db.transaction(async (tx) => {
    const values = {
      sellerName: changes.name,
      sellerAddress: changes.address,
      sellerCountry: changes.country,
      sellerVatNumber: changes.vatNumber ?? null,
      ...(changes.taxInclusive === undefined ? {} : { taxInclusive: changes.taxInclusive }),
      updatedAt: now,
      updatedBy: actorId,
    };
    await tx
      .insert(salesSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: salesSettings.id, set: values });
    await recordAudit({ db: tx, actorId, action: 'seller.update', target: { type: 'settings' }, details: { ...changes }, now });
  });
  return loadSalesSettings({ db });
}

/** The owner sets the dunning grace days (issue 44), with its audit row; the seller and tax settings stay. */
export async function updateBillingSettings({
  db,
  now,
  actorId,
  changes,
}: {
  db: Db;
  now: Date;
  actorId: string;
  changes: BillingSettingsBody;
}): Promise<SalesSettings> {
  await db.transaction(async (tx) => {
    const values = { dunningGraceDays: changes.dunningGraceDays, updatedAt: now, updatedBy: actorId };
    await tx
      .insert(salesSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: salesSettings.id, set: values });
    await recordAudit({ db: tx, actorId, action: 'billing_settings.update', target: { type: 'settings' }, details: { ...changes }, now });
  });
  return loadSalesSettings({ db });
}
