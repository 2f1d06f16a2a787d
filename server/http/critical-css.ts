import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Beasties from 'beasties';
import type * as PostCss from 'postcss';

type ParseCss = typeof PostCss.parse;

/**
 * A cached reading page's first paint from its HTML alone (issue 25, docs/decisions/030b-critical-css.md).
 *
 * The page gets the rules its own HTML uses inlined in a `<style>`, chosen by Beasties (it matches every
 * rule's selectors against the page), less the theme's custom properties that none of those rules reads.
 * The whole stylesheet stays in a `<noscript>` for a browser without scripts; with scripts, the enhancement
 * module adds it later (app/enhance/enhance.ts) for what scripts show: answers fetched in place, a theme
 * switched without reloading. The module's code (~5 KB compressed) is put in the page too. So nothing shares a
 * slow link with the HTML before the first paint: a stylesheet or a module file asked for by the HTML would
 * take a connection and round trips of its own.
 *
 * Only pages from the page cache get this: they are rendered once and sent many times. Beasties and PostCSS
 * load on the first page stored, not at start-up (the memory budget); the files are read from disk once.
 */
export type InlineCriticalCss = (html: string) => Promise<string>;

/** The stylesheet link React Router renders from the root's `links` (app/root.tsx): one fingerprinted file. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/;
/** A reading page's one script file (app/root.tsx), self-contained: the build bundles it as a worker's. */
const ENHANCEMENT_MODULE = /<script type="module" src="(\/assets\/enhance-[\w-]+\.js)"><\/script>/;

export function criticalCss(clientDir: string): InlineCriticalCss {
  // Every page names the same files: read once, not per page.
  const files = new Map<string, Promise<string>>();
  const asset = (filename: string) => {
    let text = files.get(filename);
    if (!text) files.set(filename, (text = readFile(filename, 'utf8')));
    return text;
  };
  let tools: Promise<{ beasties: Beasties; parse: ParseCss }> | undefined;
  const load = () =>
    (tools ??= (async () => {
      const [{ default: BeastiesClass }, { parse }] = await Promise.all([import('beasties'), import('postcss')]);
      class FromMemory extends BeastiesClass {
        override readFile(filename: string) {
          return asset(filename);
        }
        normalizeCssSelector(selector: string) {
          return selectorForMatching(selector);
        }
      }
      const beasties = new FromMemory({
        path: clientDir,
        publicPath: '/',
        // The link is ours to replace (below): Beasties' loaders use inline event handlers, which the CSP forbids.
        // `false` leaves it as it is (Beasties' own check), though its types list only the loaders.
        preload: false as unknown as 'body',
        // The site sets no web font (docs/decisions/030c-system-fonts.md): nothing to preload or keep.
        fonts: false,
        // The theme's switches (app/theme.css): choosing another theme applies at once, before the whole stylesheet.
        allowRules: [/\[data-theme=/],
        keyframes: 'critical',
        // Each stylesheet's rules in a style of their own before its link: merged, they would go into the first style
        // of the head, such as one React hoists there for a component (app/components/help-questions.tsx).
        mergeStylesheets: false,
        compress: true,
        logLevel: 'silent',
      });
      return { beasties, parse };
    })());

  return async function inlineCriticalCss(html) {
    const link = STYLESHEET_LINK.exec(html);
    if (!link) return html;
    const href = link[1]!;
    const { beasties, parse } = await load();
    // Only the rules are taken from Beasties' answer (the style it puts before the link): it serialises the
    // whole document anew, and the page keeps React's bytes.
    const processed = await beasties.process(html);
    const rules = new RegExp(`<style>([\\s\\S]*?)</style><link rel="stylesheet" href="${href.replaceAll('.', '\\.')}"`).exec(
      processed,
    )?.[1];
    if (rules === undefined) return html;
    const critical = withoutUnreadProperties(parse, rules, html);
    const styled = html.replace(link[0], () => `<style>${critical}</style><noscript data-stylesheet="${href}">${link[0]}</noscript>`);
    const script = ENHANCEMENT_MODULE.exec(styled);
    if (!script) return styled;
    const code = await asset(join(clientDir, script[1]!));
    return styled.replace(script[0], () => `<script type="module">${code}</script>`);
  };
}

/** Pseudo-classes whose argument is a selector the element itself matches: kept, with the argument made matchable. */
const MATCHES_ARGUMENT = new Set(['is', 'where', 'matches']);

/**
 * The selector Beasties tests against the page's HTML: one that matches every element the rule may style.
 * Beasties' own version strips each pseudo-class with a greedy pattern, so Tailwind's
 * `:where(.space-y-2>:not(:last-child))` became an empty selector and its rules (space-y, divide-y, the
 * `*:` and `has-` variants) were left out of every page. Here, `:is()` and `:where()` keep their argument,
 * made matchable in turn; every other pseudo-class and pseudo-element is dropped, with its argument (`:not()`,
 * `:has()`, `:hover`, `::before`): a condition left out only widens the match, which costs a rule at most.
 */
export function selectorForMatching(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length;) {
    const char = selector[i]!;
    if (char === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (char === '[' || char === '"' || char === "'") {
      const end = closing(selector, i);
      out += selector.slice(i, end);
      i = end;
    } else if (char === ':') {
      const name = /^::?([\w-]+)/.exec(selector.slice(i))!;
      let end = i + name[0].length;
      const argumentEnd = selector[end] === '(' ? closing(selector, end) : end;
      if (MATCHES_ARGUMENT.has(name[1]!.toLowerCase()) && argumentEnd > end) {
        const inner = topLevelParts(selector.slice(end + 1, argumentEnd - 1))
          .map(selectorForMatching)
          .join(',');
        out += `:is(${inner})`;
      }
      end = argumentEnd;
      i = end;
    } else {
      out += char;
      i++;
    }
  }
  // A combinator left with nothing after it (`.list>` from `.list>:not(:last-child)`) means any child.
  const matchable = out
    .replace(/([>+~])\s*(?=[>+~,)]|$)/g, '$1*')
    .replace(/(^|[(,])\s*(?=[,)]|$)/g, '$1*')
    .trim();
  return matchable || '*';
}

/** A selector list's selectors: split at its own commas, not at those inside brackets, parentheses or quotes. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i]!;
    if (char === '\\') i++;
    else if (char === '(' || char === '[' || char === '"' || char === "'") i = closing(list, i) - 1;
    else if (char === ',') {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The index just past the bracket, parenthesis or quote that closes the one at `start`. */
function closing(text: string, start: number): number {
  const open = text[start]!;
  const close = open === '[' ? ']' : open === '(' ? ')' : open;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\') i++;
    else if ((char === '"' || char === "'") && open !== char && open !== '[') i = closing(text, i) - 1;
    else if (char === open && open !== close) depth++;
    else if (char === close && (open === close ? i > start : --depth === 0)) return i + 1;
  }
  return text.length;
}

const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;
/** Where Tailwind and app/theme.css declare the theme's variables and the utilities' defaults. */
const DECLARES_VARIABLES = /^(?::root|:host|\*|html)(?![\w-])/;

/**
 * Beasties keeps a rule when its selector matches, and `:root` always does: every colour variable of both
 * themes would come along (app/theme.css). Keeps the variables read by a kept declaration, by the page's
 * own `style` attributes, or by another kept variable, and the `@property` rules of those only.
 */
export function withoutUnreadProperties(parse: ParseCss, css: string, html: string): string {
  const root = parse(css);
  const declarations = new Map<string, PostCss.Declaration[]>();
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith('--')) return;
    const same = declarations.get(declaration.prop);
    if (same) same.push(declaration);
    else declarations.set(declaration.prop, [declaration]);
  });
  const read = new Set<string>();
  const pending: string[] = [];
  const reads = (value: string) => {
    for (const [, name] of value.matchAll(VARIABLE_READ)) {
      if (read.has(name!)) continue;
      read.add(name!);
      pending.push(name!);
    }
  };
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith('--')) reads(declaration.value);
  });
  for (const [, inline] of html.matchAll(/\sstyle="([^"]*)"/g)) reads(inline!.replaceAll('&quot;', '"'));
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const declaration of declarations.get(name) ?? []) reads(declaration.value);
  }
  root.walkDecls((declaration) => {
    const parent = declaration.parent as PostCss.Rule | undefined;
    if (declaration.prop.startsWith('--') && !read.has(declaration.prop) && DECLARES_VARIABLES.test(parent?.selector ?? ''))
      declaration.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  // Rules and at-rules emptied by the above, innermost first (never @layer statements, which have no body).
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
