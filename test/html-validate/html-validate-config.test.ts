import { describe, expect, it } from 'vitest';
import { htmlProblems } from '../../e2e/html-validation';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A page</title></head><body>${body}</body></html>`;

const icon = '<svg aria-hidden="true" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"></path></svg>';

describe("the project's HTML validator", () => {
  it('reports an icon between the <dt> and <dd> of a <dl> group (issue 41: the article meta line, the course cards)', async () => {
    const problems = await htmlProblems(page(`<dl><div><dt class="sr-only">Author</dt>${icon}<dd>Maya</dd></div></dl>`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ai-academy\/dl-group-content .*<svg> is not permitted in a <dl>'s group/);
  });

  it('accepts the icon inside the <dt>, and React’s own spelling of the markup', async () => {
    const html = page(
      `<dl><div><dt>${icon}<span class="sr-only">Author</span></dt><dd><time dateTime="2026-11-28">28 Nov</time></dd></div></dl>` +
        '<form action="/search" role="search"><label for="q">Search</label><input id="q" type="search" maxLength="200" required=""><button type="submit">Search</button></form>',
    );
    expect(await htmlProblems(html)).toEqual([]);
  });

  it('still reports what is wrong beyond taste: a search form without a submit button', async () => {
    const problems = await htmlProblems(page('<form action="/search"><label for="q">Search</label><input id="q" type="search"></form>'));
    expect(problems.join('\n')).toMatch(/wcag\/h32/);
  });
});
