import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalCss, selectorForMatching, withoutUnreadProperties } from './critical-css';

describe('selectorForMatching', () => {
  it.each([
    // Tailwind's space-y: Beasties' own pattern made this an empty selector, and left the rule out of every page.
    [':where(.space-y-2>:not(:last-child))', ':is(.space-y-2>*)'],
    ['.hover\\:bg-x:hover', '.hover\\:bg-x'],
    ['.group:hover .a', '.group .a'],
    ['.a::before', '.a'],
    ['input::placeholder', 'input'],
    ['.peer:checked~.b', '.peer~.b'],
    ['.a:not(.b,.c) > .d', '.a > .d'],
    ['.x:is(:where(.group):hover *)', '.x:is(:is(.group) *)'],
    [':is(.a:not(.b,.c), .d[x="1,2"])', ':is(.a,.d[x="1,2"])'],
    ['a[href^="https:"]:hover', 'a[href^="https:"]'],
    ['[data-theme=dark] .a', '[data-theme=dark] .a'],
    ['.min-\\[400px\\]\\:x', '.min-\\[400px\\]\\:x'],
    ['::backdrop', '*'],
  ])('%s is matched as %s', (selector, matchable) => {
    expect(selectorForMatching(selector)).toBe(matchable);
  });
});

describe('withoutUnreadProperties', () => {
  it("keeps the variables a kept rule, another kept variable or the page's style attribute reads, and drops the rest", () => {
    const css = [
      '@property --tw-ring{syntax:"*";inherits:false}',
      '@property --tw-blur{syntax:"*";inherits:false}',
      ':root,:host{--color-blue:blue;--color-red:red;--text-color-blue:var(--if-light,var(--color-blue));--bar:1px;--gap:2px}',
      '*,:before,:after{--tw-ring:0;--tw-blur:initial}',
      '.text-blue{color:var(--text-color-blue);box-shadow:var(--tw-ring)}',
      '.unused-later{--local:1}',
    ].join('');
    const kept = withoutUnreadProperties(parse, css, '<div style="height:var(--bar)"></div>');
    expect(kept).toContain('--color-blue:blue');
    expect(kept).toContain('--text-color-blue:var(--if-light,var(--color-blue))');
    expect(kept).toContain('--bar:1px');
    expect(kept).toContain('@property --tw-ring');
    expect(kept).toContain('--tw-ring:0');
    // Declared on an element's own rule, not the theme's: left as it is.
    expect(kept).toContain('--local:1');
    expect(kept).not.toContain('--color-red');
    expect(kept).not.toContain('--gap');
    expect(kept).not.toContain('--tw-blur');
  });

  it('removes the rules and at-rules it empties, innermost first', () => {
    const kept = withoutUnreadProperties(parse, '@layer theme{@supports (color:red){:root{--unused:1}}}.a{color:red}', '');
    expect(kept).toBe('.a{color:red}');
  });
});

describe('criticalCss', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'assets', 'app-abc.css'),
    [
      ':root{--color-blue:blue;--color-red:red}',
      '.text-blue{color:var(--color-blue)}',
      '.text-red{color:var(--color-red)}',
      ':where(.space-y-2>:not(:last-child)){margin-block-end:8px}',
      '.hover\\:underline:hover{text-decoration:underline}',
    ].join(''),
  );
  writeFileSync(join(clientDir, 'assets', 'enhance-xyz.js'), 'document.documentElement.dataset.enhanced="";');
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script type="module" src="/assets/enhance-xyz.js"></script><link rel="stylesheet" href="/assets/app-abc.css"/></head><body>${body}</body></html>`;
  const inline = criticalCss(clientDir);

  it("inlines the rules the page uses, keeps the whole stylesheet for a browser without scripts, and puts the module's code in the page", async () => {
    const html = await inline(page('<ul class="space-y-2 text-blue"><li class="hover:underline">One</li><li>Two</li></ul>'));
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).toContain('.text-blue{color:var(--color-blue)}');
    expect(style).toContain('space-y-2');
    expect(style).toContain('.hover\\:underline:hover');
    expect(style).toContain('--color-blue:blue');
    expect(style).not.toContain('text-red');
    expect(style).not.toContain('--color-red');
    expect(html).toContain(
      '<noscript data-stylesheet="/assets/app-abc.css"><link rel="stylesheet" href="/assets/app-abc.css"/></noscript>',
    );
    expect(html).toContain('<script type="module">document.documentElement.dataset.enhanced="";</script>');
    expect(html).not.toMatch(/<script[^>]*src=/);
    // React's bytes are kept: only the link and the script tag were replaced.
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain('<li class="hover:underline">One</li><li>Two</li>');
  });

  it("inlines the rules beside a component's style that React hoisted into the head, which stays as it was", async () => {
    const hoisted = '<style data-precedence="default" data-href="filter">#w:has(:checked) li{display:none}#w li{margin:0}</style>';
    const html = await inline(
      page('<ul id="w"><li class="text-blue">Hi</li></ul>').replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${hoisted}`),
    );
    expect(html).toContain(hoisted);
    expect(html).toMatch(
      /<style>[^<]*\.text-blue\{color:var\(--color-blue\)\}[^<]*<\/style><noscript data-stylesheet="\/assets\/app-abc\.css">/,
    );
  });

  it('leaves a page without the stylesheet link as it is', async () => {
    const html = '<!DOCTYPE html><html><head></head><body><p class="text-blue">Hi</p></body></html>';
    expect(await inline(html)).toBe(html);
  });
});
