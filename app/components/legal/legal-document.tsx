import { Link } from 'react-router';
import { formatShortDate } from '../../../common/format';
import { SellerDetails } from './seller-details';
import type { Seller } from '../../../server/config';

/** One legal page (issue 19): its title, when it last changed, the text, who sells, and where to ask about it. */
export function LegalDocument({ page }: { page: { title: string; updated: string; html: string; seller: Seller } }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated {formatShortDate(new Date(`${page.updated}T12:00:00Z`))}</p>
      <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
      <section aria-labelledby="seller-heading" className="mt-10 rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
        <h2 id="seller-heading" className="font-semibold text-slate-900">
          Who we are
        </h2>
        <SellerDetails seller={page.seller} className="mt-1" />
      </section>
      <nav aria-label="Policies" className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-700">
        <p>
          Read also our{' '}
          <Link to="/privacy" className="font-medium text-blue-700 underline-offset-4 hover:underline">
            privacy policy
          </Link>
          ,{' '}
          <Link to="/terms" className="font-medium text-blue-700 underline-offset-4 hover:underline">
            terms
          </Link>{' '}
          and{' '}
          <Link to="/refund-policy" className="font-medium text-blue-700 underline-offset-4 hover:underline">
            refund policy
          </Link>
          . Questions?{' '}
          <Link to="/contact" className="font-medium text-blue-700 underline-offset-4 hover:underline">
            Contact us
          </Link>
          .
        </p>
      </nav>
    </article>
  );
}
