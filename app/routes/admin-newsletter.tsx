import { data } from 'react-router';
import { confirmedSubscribers, NewsletterCompose, NewsletterPreview, type ComposeResult } from '~/components/admin/newsletter-compose';
import { NewsletterIssuesTable } from '~/components/admin/newsletter-issues-table';
import { adminMeta } from '~/lib/admin-meta';
import { issueContentSchema } from '../../common/admin-newsletter-schema';
import { fieldErrors } from '../../common/validation';
import {
  actionFailure,
  confirmRecentAuth,
  listNewsletterIssues,
  listSubscribers,
  previewIssueHtml,
  sendNewsletterIssue,
  sendTestNewsletter,
} from '../../server/newsletter/newsletter-admin';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-newsletter';

export const meta: Route.MetaFunction = (args) => adminMeta('Newsletter', args);

/** A sign-in older than this asks for the password before a send to everyone (server/admin/confirm-recent-auth.ts). */
const RECENT_MS = 10 * 60 * 1000;

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requireOwner(context);
  const { db } = context.services;
  const [issues, { counts }] = await Promise.all([listNewsletterIssues({ db }), listSubscribers({ db, status: 'confirmed' })]);
  return {
    ownerEmail: user.email,
    confirmedCount: counts.confirmed,
    needsPassword: context.services.now().getTime() - user.signedInAt.getTime() > RECENT_MS,
    issues: issues.map((i) => ({ ...i, createdAt: i.createdAt.toISOString(), sentAt: i.sentAt?.toISOString() ?? null })),
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Preview, test and send post here with their `intent`; the same functions serve POST /api/admin/newsletter. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const { services } = context;
  const form = await request.formData();
  const raw = text(form, 'intent');
  const intent: ComposeResult['intent'] = raw === 'test' || raw === 'send' ? raw : 'preview';
  const values = { subject: text(form, 'subject'), markdown: text(form, 'markdown') };
  const answer = (result: Omit<ComposeResult, 'intent' | 'values'>, status = 200) =>
    data<ComposeResult>({ intent, values, ...result }, { status });

  const parsed = issueContentSchema.safeParse(values);
  if (!parsed.success) {
    return answer({ ok: false, message: 'Check the highlighted fields.', errors: fieldErrors(parsed.error) }, 400);
  }
  const issue = parsed.data;
  const preview = previewIssueHtml(services.mailer.siteUrl, issue);
  const now = services.now();
  try {
    if (intent === 'preview') return answer({ ok: true, errors: {}, preview });
    if (intent === 'test') {
      const { to } = await sendTestNewsletter({
        db: services.db,
        mailer: services.mailer,
        now,
        to: { userId: user.id, email: user.email },
        ...issue,
      });
      return answer({ ok: true, message: `A test was sent to ${to}.`, errors: {}, preview });
    }
    // Sending to everyone is confirmed first, naming the recipients; a count that changed since asks again.
    const { counts } = await listSubscribers({ db: services.db, status: 'confirmed' });
    if (text(form, 'confirmRecipients') !== String(counts.confirmed)) {
      return answer({ ok: true, errors: {}, preview, confirmRecipients: counts.confirmed });
    }
    await confirmRecentAuth({
      db: services.db,
      user,
      password: text(form, 'password') || undefined,
      limits: services.authLimits,
      ip: context.clientIp,
      now,
    });
    const result = await sendNewsletterIssue({ db: services.db, mailer: services.mailer, now, actorId: user.id, ...issue });
    const message = result.alreadySent
      ? `“${result.issue.subject}” was already sent to ${result.issue.recipients} subscriber${result.issue.recipients === 1 ? '' : 's'}; nothing more was sent.`
      : `“${result.issue.subject}” is on its way to ${confirmedSubscribers(result.issue.recipients)}.`;
    return answer({ ok: true, message, errors: {} });
  } catch (error) {
    const failure = actionFailure(error);
    return answer(
      { ok: false, message: failure.message, errors: failure.field ? { [failure.field]: failure.message } : {}, preview },
      failure.status,
    );
  }
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { issues, needsPassword, confirmedCount, ownerEmail } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Newsletter</h1>
        <p className="mt-1 text-sm text-slate-600">
          Each confirmed subscriber gets their own copy with their own unsubscribe link. Sent issues appear in the public archive.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <NewsletterCompose result={actionData} needsPassword={needsPassword} confirmedCount={confirmedCount} ownerEmail={ownerEmail} />
        </div>
        {actionData?.preview ? <NewsletterPreview html={actionData.preview} /> : null}
      </div>
      <section aria-labelledby="issues-title" className="flex flex-col gap-3">
        <h2 id="issues-title" className="text-lg font-semibold text-slate-900">
          Issues
        </h2>
        <NewsletterIssuesTable issues={issues} />
      </section>
    </div>
  );
}
