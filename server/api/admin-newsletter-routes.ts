import { Hono } from 'hono';
import { sendIssueSchema } from '../../common/admin-newsletter-schema';
import { confirmRecentAuth } from '../admin/confirm-recent-auth';
import { parseJsonBody } from '../http/errors';
import { listNewsletterIssues } from '../newsletter/list-newsletter-issues';
import { sendNewsletterIssue } from '../newsletter/send-newsletter-issue';
import { sendTestNewsletter } from '../newsletter/send-test-newsletter';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/** Newsletter issues (issue 13), mounted under /api/admin behind ownerOnly: every request here is an owner's. */
export function adminNewsletterRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get('/newsletter', async (c) => c.json({ issues: await listNewsletterIssues({ db: services.db }) }))
    .post('/newsletter', async (c) => {
      const body = await parseJsonBody(c, sendIssueSchema);
      const owner = c.get('user')!;
      const now = services.now();
      if (body.test) {
        const { to } = await sendTestNewsletter({
          db: services.db,
          mailer: services.mailer,
          now,
          to: { userId: owner.id, email: owner.email },
          subject: body.subject,
          markdown: body.markdown,
        });
        return c.json({ message: `A test was sent to ${to}.`, test: true, to });
      }
      // Every confirmed subscriber: the password again, or a sign-in within 10 minutes (docs/decisions/014-owner-area.md).
      await confirmRecentAuth({
        db: services.db,
        user: owner,
        password: body.password,
        limits: services.authLimits,
        ip: c.get('clientIp'),
        now,
      });
      const result = await sendNewsletterIssue({
        db: services.db,
        mailer: services.mailer,
        now,
        actorId: owner.id,
        subject: body.subject,
        markdown: body.markdown,
      });
      const message = result.alreadySent
        ? `This issue was already sent (${result.issue.recipients} recipients); nothing more was sent.`
        : `Sent to ${result.issue.recipients} confirmed subscribers.`;
      return c.json({ message, ...result }, result.alreadySent ? 200 : 201);
    });
}
