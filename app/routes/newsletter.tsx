import { CheckCircle2 } from 'lucide-react';
import { data, Link } from 'react-router';
import { NewsletterBox } from '~/components/newsletter-box';
import { Alert } from '~/components/ui/alert';
import { originFrom, seo } from '~/lib/seo';
import { subscribe } from '../../server/newsletter/subscribe.server';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Weekly AI Business Tips', path: '/newsletter', origin: originFrom(matches), noindex: true });

export function loader() {
  return null;
}

/** Every newsletter box posts here; with JavaScript the box stays on its page, without it this page answers. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await subscribe(
    context.services.db,
    { email: form.get('email'), source: form.get('source') ?? undefined },
    { ip: context.clientIp, now: context.services.now(), mailer: context.services.mailer },
  );
  if (!result.ok) {
    return data(
      { ok: false as const, message: result.message },
      { status: result.status, headers: result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {} },
    );
  }
  return { ok: true as const, message: result.message };
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-3xl font-bold text-slate-900">Weekly AI Business Tips</h1>
      {actionData?.ok ? (
        <Alert variant="success" className="mt-6 flex items-center gap-2">
          <CheckCircle2 className="size-5" aria-hidden /> {actionData.message}
        </Alert>
      ) : (
        <>
          {actionData ? (
            <Alert variant="error" className="mt-6">
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
