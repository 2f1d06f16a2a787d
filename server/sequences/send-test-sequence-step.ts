import { MARKETING_TRIGGERS, type SequenceTrigger } from '../../common/sequence-rules';
import { recordAudit } from '../admin/record-audit';
import { sequenceStepEmail } from './sequence-email';
import { SEQUENCE_UNSUBSCRIBE_PAGE } from './sequence-links';
import type { SequenceStepInput } from '../../common/sequence-schema';
import type { Db } from '../db/client';
import type { Mailer } from '../email/outbox';

export const TEST_SUBJECT_PREFIX = '[Test] ';

/**
 * One step as a recipient would get it, sent to the owner, greeted by the owner's name. Its links go
 * straight to their targets and its unsubscribe link opens the page without a token: a test counts nothing
 * and unsubscribes nobody. The audit row is written in the transaction that queues it.
 */
export async function sendTestSequenceStep({
  db,
  mailer,
  now,
  to,
  trigger,
  step,
}: {
  db: Db;
  mailer: Mailer;
  now: Date;
  to: { userId: string; email: string; username: string };
  trigger: SequenceTrigger;
  step: SequenceStepInput;
}): Promise<{ to: string }> {
  const siteUrl = mailer.siteUrl;
  const page = `${siteUrl}${SEQUENCE_UNSUBSCRIBE_PAGE}`;
  const message = sequenceStepEmail(
    siteUrl,
    step,
    { name: to.username },
    {
      track: (url) => url,
      unsubscribe: MARKETING_TRIGGERS.has(trigger) ? { pageUrl: page, oneClickUrl: page } : undefined,
    },
  );
  await db.transaction(async (tx) => {
    await mailer.queue(
      tx,
      {
        kind: 'sequence-test',
        to: to.email,
        userId: to.userId,
        subject: `${TEST_SUBJECT_PREFIX}${message.subject}`,
        text: message.text,
        html: message.html,
      },
      now,
    );
    await recordAudit({
      db: tx,
      actorId: to.userId,
      action: 'sequence.test',
      target: { type: 'user', id: to.userId },
      details: { subject: step.subject, to: to.email },
      now,
    });
  });
  return { to: to.email };
}
