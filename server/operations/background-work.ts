import { startAnalyticsRollUp } from '../analytics/roll-up-analytics';
import { startBillingPass } from '../billing/billing-pass-job';
import { startScheduledPublishing } from '../content-studio/scheduled-publishing-job';
import { startLessonOpenEmails } from '../drip/lesson-open-job';
import { backupFilesDir } from '../images/image-backup-files';
import { resumeNewsletterIssues } from '../newsletter/resume-newsletter-issues';
import { startCallReminders } from '../premium/call-reminder-job';
import { startSequenceSending } from '../sequences/sequence-sending-job';
import { startDailyBackups } from './daily-backups';
import { startRepeatingPass } from './repeating-pass';
import { watchChanges } from './watch-changes';
import type { Services } from '../services';

export interface BackgroundWork {
  /** Stops every timer and listener and waits for work in progress (before the database closes). */
  stop(): Promise<void>;
}

export interface BackgroundWorkOptions {
  /** How often an interrupted newsletter issue is looked for (default 30 s: taken over within a minute). */
  newsletterResumeMs?: number;
  /** How often the change versions are read besides notifications (default 30 s). */
  changePollMs?: number;
  /** How often scheduled content is looked for (default 5 s: it shows within seconds of its time). */
  contentPublishMs?: number;
  /** How often due sequence steps are looked for (default 5 s). */
  sequenceSendMs?: number;
  /** How often the billing pass runs (default: config.billingPassMs, else 1 minute). */
  billingPassMs?: number;
}

/**
 * What every server process runs besides answering requests, safe with any number of processes on one
 * database (docs/decisions/024k-shared-state-in-postgresql.md):
 * - the change watcher, which drops cached answers when what they show changed in any process;
 * - interrupted newsletter issues resumed by whichever process looks first (their deliveries are claimed
 *   row by row with FOR UPDATE SKIP LOCKED, so two processes never queue one recipient twice), every 30 s,
 *   so the issue of a process killed mid-send is taken over within a minute (issue 27);
 * - strategy-call reminders (their reminder rows make each one happen once);
 * - a dripped course's lesson-open emails (their notice rows make each one happen once, issue 43);
 * - the daily backup with BACKUP_DIR (one process a day, under a lease);
 * - scheduled content published at its time, each item once (claimed with FOR UPDATE SKIP LOCKED, issue 29);
 * - page views written every few seconds (and at stop), and the daily analytics roll-up (under a lease);
 * - due email-sequence steps, each once per recipient (enrolments claimed with FOR UPDATE SKIP LOCKED, issue 30);
 * - the billing pass: renewals, retries, pauses and ends of subscriptions, each once (claimed with FOR UPDATE SKIP
 *   LOCKED, issue 44, decision 034f).
 * The mail worker, which shares the outbox through short renewed claims, runs from createServices.
 */
export function startBackgroundWork(services: Services, options: BackgroundWorkOptions = {}): BackgroundWork {
  const { config, database, db, mailer, logger, now, dueBy } = services;
  const watcher = watchChanges({ database, changes: services.changes, logger, pollMs: options.changePollMs });
  const callReminders = startCallReminders({ db, mailer, now, dueBy, logger });
  const lessonOpenEmails = startLessonOpenEmails({ db, mailer, now, dueBy, logger });
  const scheduledPublishing = startScheduledPublishing({
    db,
    now,
    dueBy,
    logger,
    intervalMs: options.contentPublishMs,
  });
  services.analytics.start();
  const analyticsRollUp = startAnalyticsRollUp({ db, logger, now });
  const sequenceSending = startSequenceSending({
    db,
    mailer,
    now,
    dueBy,
    logger,
    intervalMs: options.sequenceSendMs,
  });
  const billingPass = startBillingPass({
    db,
    mailer,
    payments: services.payments,
    now,
    dueBy,
    logger,
    intervalMs: options.billingPassMs ?? config.billingPassMs,
  });
  const dailyBackups = config.backups
    ? startDailyBackups({ ...config.backups, database, logger, now, filesDir: backupFilesDir(config) })
    : undefined;

  const newsletterResumer = startRepeatingPass({
    intervalMs: options.newsletterResumeMs ?? 30_000,
    pass: () =>
      resumeNewsletterIssues({ db, mailer, now: now() })
        .then((queued) => {
          if (queued > 0) logger.info({ queued }, 'newsletter: resumed an interrupted issue');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'newsletter: could not resume an interrupted issue; trying again')),
  });

  return {
    async stop() {
      await Promise.all([
        watcher.stop(),
        callReminders.stop(),
        lessonOpenEmails.stop(),
        scheduledPublishing.stop(),
        dailyBackups?.stop(),
        newsletterResumer.stop(),
        analyticsRollUp.stop(),
        sequenceSending.stop(),
        billingPass.stop(),
      ]);
      // Last, so views answered until now are written before the database closes.
      await services.analytics.stop();
    },
  };
}
