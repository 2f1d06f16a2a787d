import { emailBodyMarkup } from '../newsletter/newsletter-issue-email';
import { sequenceStepEmail } from './sequence-email';
import { clickUrl } from './sequence-links';
import type { SequenceStepInput } from '../../common/sequence-schema';

/** A preview's links show where they would go (the click counter), signed by no key: they work nowhere. */
const PREVIEW_KEY = Buffer.alloc(32);
const PREVIEW_SEND = '00000000-0000-0000-0000-000000000000';

/** A step's email as its recipient gets it (greeted by `name`), the part between its body tags for the editor's preview. */
export function previewSequenceStep({
  siteUrl,
  step,
  name,
  marketing,
}: {
  siteUrl: string;
  step: SequenceStepInput;
  name: string;
  marketing: boolean;
}): string {
  const page = `${siteUrl}/email/unsubscribe`;
  const email = sequenceStepEmail(
    siteUrl,
    step,
    { name },
    {
      track: (url) => clickUrl(PREVIEW_KEY, siteUrl, PREVIEW_SEND, url),
      unsubscribe: marketing ? { pageUrl: page, oneClickUrl: page } : undefined,
    },
  );
  return emailBodyMarkup(email.html);
}
