import type { Seller } from '../../../server/config';

/**
 * Who sells (UK and EU e-commerce rules): the business's name, address and email, from SELLER_NAME,
 * SELLER_ADDRESS and SELLER_EMAIL. Without https they may be development stand-ins, and say so.
 */
export function SellerDetails({ seller, className }: { seller: Seller; className?: string }) {
  return (
    <address className={`not-italic ${className ?? ''}`} aria-label="Seller">
      <span>Sold by {seller.name}</span> · <span>{seller.address}</span> ·{' '}
      <a href={`mailto:${seller.email}`} className="underline underline-offset-2">
        {seller.email}
      </a>
      {seller.example ? <span> (development example: set SELLER_NAME, SELLER_ADDRESS and SELLER_EMAIL)</span> : null}
    </address>
  );
}
