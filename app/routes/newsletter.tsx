import { CheckCircle2 } from 'lucide-react';
import { data, Link } from 'react-router';
import { NewsletterBox } from '~/components/newsletter-box';
import { Alert } from '~/components/ui/alert';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { newsletterSchema } from '../../common/newsletter-schema';
import { describeZodError } from '../../common/validation';
import { subscribeNewsletter } from '../../server/newsletter/subscribe-newsletter';
import { domainErrorData } from '../lib/domain-error.server';
import type { Route } from './+types/newsletter';
import type { NewsletterAnswer } from '~/lib/newsletter-answer';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Weekly AI Business Tips', path: '/newsletter', origin: originFrom(matches), noindex: true });

export function loader() {
  return null;
}

/** Every newsletter box posts here; with JavaScript the box stays on its page, without it this page answers. */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<NewsletterAnswer | ReturnType<typeof data<NewsletterAnswer>>> {
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get('email'), source: form.get('source') ?? undefined });
  if (!parsed.success) return data({ ok: false as const, message: describeZodError(parsed.error).message }, { status: 400 });
  const { db, mailer } = context.services;
  try {
    const { message } = await subscribeNewsletter({ db, mailer, ip: context.clientIp, now: context.services.now(), ...parsed.data });
    return { ok: true as const, message };
  } catch (error) {
    return domainErrorData(error, (e) => ({ ok: false as const, message: e.message }));
  }
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-3xl font-bold text-slate-900">Weekly AI Business Tips</h1>
      {actionData?.ok ? (
        <Alert variant="success" className="mt-6 flex items-center gap-2" data-in-place-answer="ok">
          <CheckCircle2 className="size-5" aria-hidden /> {actionData.message}
        </Alert>
      ) : (
        <>
          {actionData ? (
            <Alert variant="error" className="mt-6" data-in-place-answer="error">
              {actionData.message}
            </Alert>
          ) : null}
          <div className="mt-6">
            <NewsletterBox source="newsletter-page" />
          </div>
        </>
      )}
      <Link to="/blog" className="mt-8 inline-block font-semibold text-blue-700 hover:underline">
        Read the blog
      </Link>
    </section>
  );
}
