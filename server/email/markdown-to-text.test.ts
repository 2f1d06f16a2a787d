import { describe, expect, it } from 'vitest';
import { sequenceStepEmail } from '../sequences/sequence-email';
import { markdownToText } from './markdown-to-text';

const SITE = 'https://academy.example';

describe("an email's text part from its Markdown (issue 41)", () => {
  it('leaves no Markdown: headings, emphasis, code and escapes are their text', () => {
    expect(markdownToText('## This week\n\nHi **ref\\_user**, try _this_ `prompt` ~~now~~.', { siteUrl: SITE })).toBe(
      'This week\n\nHi ref_user, try this prompt now.',
    );
  });

  it('writes each link as its text and its absolute address, a page of the site with the site’s origin', () => {
    const text = markdownToText(
      '[The blog](/blog), [a guide](https://example.org/g?a=1&b=2), <https://example.org/x>, [mail us](mailto:hi@academy.example).',
      {
        siteUrl: SITE,
      },
    );
    expect(text).toBe(
      'The blog (https://academy.example/blog), a guide (https://example.org/g?a=1&b=2), https://example.org/x, mail us (hi@academy.example).',
    );
  });

  it('tracks each web address once, as the HTML part does', () => {
    const track = (url: string) => `${SITE}/e/c/${Buffer.from(url).toString('base64url')}`;
    expect(markdownToText('Go [here](/course/free).', { siteUrl: SITE, track })).toBe(`Go here (${track(`${SITE}/course/free`)}).`);
  });

  it('keeps the shape of lists, quotes and tables, and drops what leads nowhere from a mail client', () => {
    const text = markdownToText(
      '- one\n- two\n  - nested\n\n3. third\n4. fourth\n\n> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![A chart](/images/x) [run](javascript:alert(1)) [top](#top)',
      { siteUrl: SITE },
    );
    expect(text).toBe('- one\n- two\n  - nested\n\n3. third\n4. fourth\n\n> quoted\n\na | b\n1 | 2\n\nA chart run top');
  });

  it("shows a recipient's name in a sequence step as typed, without the escapes that keep it from being Markdown", () => {
    const email = sequenceStepEmail(
      SITE,
      { subject: 'Welcome, {{name}}', body: 'Hi {{name}}, read [the guide](/blog).' },
      { name: 'ref_user' },
      {
        track: (url) => url,
      },
    );
    expect(email.text).toContain(`Hi ref_user, read the guide (${SITE}/blog).`);
    expect(email.text).not.toContain('\\');
  });
});
