/**
 * The one script of a reading page (docs/decisions/024f-reading-pages-without-react.md): plain DOM, no
 * framework, and nothing the page needs — every behaviour here has an HTML fallback that works without it.
 * Behaviours attach by data attribute, so the React components that render the HTML stay the source of truth.
 */
import { formatViews } from '../../common/blog-listing';
import { PROMPT_COPIED_MS } from '../../common/business-ideas';
import { THEME_COLORS, THEME_COOKIE, THEME_COOKIE_MAX_AGE, isTheme, type Theme } from '../../common/theme';
import { rememberTimeZone } from '../lib/time-zone';

const all = <T extends Element>(selector: string, root: ParentNode = document) => [...root.querySelectorAll<T>(selector)];

/** The theme buttons post to /theme without JavaScript; here the choice applies at once (app/lib/theme.ts). */
function themeButtons() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('form[action="/theme"] button[name="theme"]');
    if (!button || !isTheme(button.value)) return;
    event.preventDefault();
    const theme = button.value;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      theme === 'system'
        ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
    document.documentElement.dataset.theme = theme;
    themeMeta(theme);
    for (const other of all<HTMLButtonElement>('form[action="/theme"] button[name="theme"]')) {
      other.setAttribute(other.getAttribute('role') === 'menuitemradio' ? 'aria-checked' : 'aria-pressed', String(other.value === theme));
    }
    button.closest('details')?.removeAttribute('open');
  });
}

/** The same canvas and browser-bar colours as the root's ThemeMeta renders for this theme (app/root.tsx). */
function themeMeta(theme: Theme) {
  document.head.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme === 'system' ? 'light dark' : theme);
  for (const meta of all('meta[name="theme-color"]', document.head)) meta.remove();
  const colours: Array<[string | null, string]> =
    theme === 'system'
      ? [
          ['(prefers-color-scheme: light)', THEME_COLORS.light],
          ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
        ]
      : [[null, THEME_COLORS[theme]]];
  for (const [media, colour] of colours) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    if (media) meta.media = media;
    meta.content = colour;
    document.head.append(meta);
  }
}

/** "Copy link" and the device's share sheet: hidden in the HTML, shown only where they can work. */
function sharing() {
  for (const button of all<HTMLButtonElement>('[data-copy-link]')) {
    if (!navigator.clipboard) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      const status = button.querySelector('[data-copy-status]') ?? button;
      const say = (text: string) => {
        const before = status.textContent;
        status.textContent = text;
        setTimeout(() => (status.textContent = before), 2000);
      };
      // A refused clipboard says so where the visitor looks (the app pages' toast is React's).
      navigator.clipboard.writeText(button.dataset.copyLink || location.href).then(
        () => say('Link copied'),
        () => say('Copy failed'),
      );
    });
  }
  for (const button of all<HTMLButtonElement>('[data-native-share]')) {
    if (typeof navigator.share !== 'function') continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      navigator
        .share({ title: button.dataset.shareTitle || document.title, url: button.dataset.nativeShare || location.href })
        .catch(() => {});
    });
  }
}

/** 'Go Back' on the not-found page: hidden in the HTML, since only a script can go back. */
function historyBack() {
  for (const button of all<HTMLButtonElement>('[data-history-back]')) {
    button.hidden = false;
    button.addEventListener('click', () => history.back());
  }
}

/** A filter select submits its GET form as soon as it changes (its Apply button is for the no-JS visitor). */
function autoSubmit() {
  document.addEventListener('change', (event) => {
    const field = event.target as HTMLElement;
    if (field instanceof HTMLSelectElement && field.hasAttribute('data-autosubmit')) field.form?.requestSubmit();
  });
  for (const button of all<HTMLElement>('[data-autosubmit-fallback]')) button.hidden = true;
}

/**
 * A list filtered as the visitor types (the help page): the items whose text holds every word stay; the
 * form still submits to the server, which filters the same way without JavaScript.
 */
function liveFilter() {
  for (const input of all<HTMLInputElement>('input[data-live-filter]')) {
    const list = document.getElementById(input.dataset.liveFilter ?? '');
    if (!list) continue;
    const items = all<HTMLElement>('[data-filter-item]', list);
    const groups = all<HTMLElement>('[data-filter-group]', list);
    const status = document.getElementById(input.dataset.liveFilterStatus ?? '');
    input.addEventListener('input', () => {
      const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      let shown = 0;
      for (const item of items) {
        const text = item.textContent?.toLowerCase() ?? '';
        item.hidden = !words.every((word) => text.includes(word));
        if (!item.hidden) shown += 1;
      }
      for (const group of groups) group.hidden = all('[data-filter-item]:not([hidden])', group).length === 0;
      if (status)
        status.textContent = words.length
          ? `${shown} of ${items.length} questions match.`
          : `${items.length} questions in ${groups.length} topics.`;
    });
  }
}

/**
 * A box marked `data-in-place` (the newsletter box) posts its form with fetch and shows, in place, the
 * answer the server's page carries (`data-in-place-answer`, /newsletter); without JavaScript that page is shown.
 */
function inPlaceForms() {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const region = form.closest<HTMLElement>('[data-in-place]');
    if (!region || form.method.toLowerCase() !== 'post') return;
    event.preventDefault();
    addWholeStylesheet();
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter) submitter.disabled = true;
    fetch(form.action, { method: 'POST', body: new FormData(form) })
      .then(async (response) => {
        const page = new DOMParser().parseFromString(await response.text(), 'text/html');
        const answer = page.querySelector<HTMLElement>('[data-in-place-answer]');
        if (!answer) return form.submit();
        region.querySelector('[data-in-place-answer]')?.remove();
        answer.classList.remove('mt-6');
        answer.classList.add('mt-3');
        if (answer.dataset.inPlaceAnswer === 'ok') form.replaceWith(answer);
        else form.after(answer);
        answer.tabIndex = -1;
        answer.focus();
      })
      .catch(() => form.submit())
      .finally(() => submitter && (submitter.disabled = false));
  });
}

/**
 * Popover buttons (the phone menu, the account menu) say whether their popover is open, in aria-expanded as
 * the app pages' buttons do; and the phone menu's button name follows its state for screen readers.
 */
function menuButtons() {
  for (const button of all<HTMLElement>('[popovertarget]:not([popovertargetaction="hide"])')) {
    const target = document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!target) continue;
    button.setAttribute('aria-expanded', String(target.matches(':popover-open')));
    target.addEventListener('toggle', (event) => {
      button.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
    });
  }
  for (const menu of all<HTMLElement>('[popover][data-menu-label]')) {
    const button = document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);
    if (!button) continue;
    menu.addEventListener('toggle', (event) => {
      const open = (event as ToggleEvent).newState === 'open';
      button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    });
  }
}

/** A popover menu (the account menu): focus moves to its first item on opening; arrows, Home and End move on. */
function menus() {
  for (const menu of all<HTMLElement>('[popover][role="menu"]')) {
    const items = () => all<HTMLElement>('[role="menuitem"], [role="menuitemradio"]', menu);
    menu.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState === 'open') items()[0]?.focus();
    });
    menu.addEventListener('keydown', (event) => {
      const list = items();
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    });
  }
}

const VIEW_AFTER_MS = 1000;

/**
 * An article's view is counted once it is looked at (a tab opened in the background waits): the page may come
 * from the shared page cache, which no request reaches. The answer's total replaces the cached count.
 * The same call as the React component's (app/components/blog/article-view-count.tsx), same dedupe on the server.
 */
function articleViews() {
  for (const count of all<HTMLElement>('[data-article-views]')) {
    const send = () => {
      fetch('/api/blog/views', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ slug: count.dataset.articleViews }),
        keepalive: true,
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ views?: unknown }>) : undefined))
        .then((body) => {
          if (typeof body?.views !== 'number') return;
          count.dataset.views = String(body.views);
          count.textContent = formatViews(body.views);
        })
        // A view that could not be counted changes nothing for the reader.
        .catch(() => undefined);
    };
    // A reader who stays a second is counted, once the page has loaded: the request never competes with the
    // page's own (its font) on a slow link, and the count it answers replaces the cached page's.
    const soon = () => setTimeout(send, VIEW_AFTER_MS);
    const whenLoaded = () => (document.readyState === 'complete' ? soon() : addEventListener('load', soon, { once: true }));
    if (document.visibilityState === 'visible') whenLoaded();
    else {
      const onVisible = () => {
        if (document.visibilityState !== 'visible') return;
        document.removeEventListener('visibilitychange', onVisible);
        whenLoaded();
      };
      document.addEventListener('visibilitychange', onVisible);
    }
  }
}

/** Like and Save: a pressed state kept in this browser's localStorage under the button's key (CSS hides them without a script). */
function storedToggles() {
  for (const button of all<HTMLButtonElement>('[data-stored-toggle]')) {
    const key = button.dataset.storedToggle ?? '';
    const read = () => {
      try {
        return localStorage.getItem(key) === '1';
      } catch {
        return false;
      }
    };
    button.setAttribute('aria-pressed', String(read()));
    button.addEventListener('click', () => {
      const on = button.getAttribute('aria-pressed') !== 'true';
      button.setAttribute('aria-pressed', String(on));
      try {
        if (on) localStorage.setItem(key, '1');
        else localStorage.removeItem(key);
      } catch {
        // Storage can be unavailable (private mode, quota); the toggle still works for this visit.
      }
    });
  }
}

/**
 * An article's table of contents: its Show/Hide button works, and the entry of the heading being read says
 * `aria-current` (spec 001 §9: the first heading between 20% and 60% of the viewport's height; kept while none is).
 */
function tableOfContents() {
  for (const toc of all<HTMLElement>('[data-toc]')) {
    const button = toc.querySelector<HTMLButtonElement>('[data-toc-toggle]');
    const list = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    if (button && list) {
      // Read once the browser has laid the page out for its first frame: asked before, it forces that layout
      // here, in the module's own task (~100 ms on an article in Lighthouse's 4x slower CPU).
      requestAnimationFrame(() => button.setAttribute('aria-expanded', String(list.checkVisibility())));
      button.addEventListener('click', () => {
        const open = !list.checkVisibility();
        list.classList.remove('hidden', 'lg:block');
        list.hidden = !open;
        button.setAttribute('aria-expanded', String(open));
        const label = button.querySelector('[data-toc-label]');
        if (label) label.textContent = open ? 'Hide' : 'Show';
        button.querySelector('[data-toc-chevron]')?.classList.toggle('rotate-180', open);
        button.querySelector('[data-toc-chevron]')?.classList.remove('lg:rotate-180');
      });
    }
    const links = all<HTMLAnchorElement>('a[href^="#"]', toc);
    const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
    const inBand = new Set<Element>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (record.isIntersecting) inBand.add(record.target);
          else inBand.delete(record.target);
        }
        const first = headings.findIndex((heading) => heading && inBand.has(heading));
        if (first < 0) return;
        links.forEach((link, index) => {
          if (index === first) link.setAttribute('aria-current', 'location');
          else link.removeAttribute('aria-current');
        });
      },
      { rootMargin: '-20% 0px -40% 0px', threshold: 0 },
    );
    for (const heading of headings) if (heading) observer.observe(heading);
  }
}

/**
 * Copy Prompt, on a guide's page and in the list's dialog: hidden in the HTML, shown where the clipboard works;
 * copies the guide's prompt and says 'Copied!' for 2 s, or that the copy failed (a reading page has no toasts).
 */
function copyPrompts(root: ParentNode) {
  if (!navigator.clipboard) return;
  for (const button of all<HTMLButtonElement>('[data-copy-prompt]', root)) {
    button.hidden = false;
    const guide = button.closest('[data-guide-content]') ?? root;
    const prompt = guide.querySelector('pre');
    const label = button.querySelector('[data-copy-label]');
    const status = guide.querySelector('[data-copy-status]');
    const failed = guide.querySelector<HTMLElement>('[data-copy-failed]');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (copied: boolean) => {
      if (label) label.textContent = copied ? 'Copied!' : 'Copy Prompt';
      if (status) status.textContent = copied ? 'Prompt copied to the clipboard' : '';
      button.querySelector('[data-copy-icon]')?.classList.toggle('hidden', copied);
      button.querySelector('[data-copied-icon]')?.classList.toggle('hidden', !copied);
    };
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(prompt?.textContent ?? '').then(
        () => {
          if (failed) failed.hidden = true;
          clearTimeout(timer);
          show(true);
          timer = setTimeout(() => show(false), PROMPT_COPIED_MS);
        },
        () => {
          if (failed) failed.hidden = false;
        },
      );
    });
  }
}

/**
 * A business idea's guide (/business-ideas): each card links to the guide's own page; here the link opens that
 * page's guide in the list's dialog instead, fetched on hover or focus so it opens without a wait. The browser
 * closes the popover on Escape or a click outside; here the focus moves into it, Tab stays inside, the focus goes
 * back to the link on closing, and the address names the open guide (`?idea=…`, which the server sends to the page).
 */
function ideaGuides() {
  const dialog = document.querySelector<HTMLElement>('[popover][data-guide-dialog]');
  const slot = dialog?.querySelector<HTMLElement>('[data-guide-slot]');
  if (!dialog || !slot) return;
  const pages = new Map<string, Promise<Element | null>>();
  const fetchGuide = (href: string) => {
    let page = pages.get(href);
    if (!page) {
      page = fetch(href, { headers: { Accept: 'text/html' } })
        .then(async (response) => {
          if (!response.ok) return null;
          return new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('[data-guide-content]');
        })
        .catch(() => null);
      // A failed fetch is tried again next time.
      page.then((guide) => guide || pages.delete(href));
      pages.set(href, page);
    }
    return page;
  };
  const linkOf = (event: Event) => (event.target as Element).closest?.<HTMLAnchorElement>('a[data-guide-link]') ?? null;
  for (const type of ['pointerover', 'focusin']) {
    document.addEventListener(type, (event) => {
      const link = linkOf(event);
      if (link) void fetchGuide(link.href);
    });
  }
  const focusable = () => all<HTMLElement>('button:not([hidden]), a[href]', dialog);
  let opener: HTMLAnchorElement | null = null;
  document.addEventListener('click', (event) => {
    const link = linkOf(event);
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener = link;
    void fetchGuide(link.href).then((guide) => {
      // Without the guide (offline, an error page) the link does what it does without JavaScript.
      if (!guide) return location.assign(link.href);
      const copy = document.importNode(guide, true);
      // One level down: the page's h1 is the dialog's h2, its sections h3.
      for (const heading of all<HTMLElement>('h1, h2', copy)) {
        const lower = document.createElement(heading.tagName === 'H1' ? 'h2' : 'h3');
        for (const { name, value } of heading.attributes) lower.setAttribute(name, value);
        lower.append(...heading.childNodes);
        heading.replaceWith(lower);
      }
      slot.replaceChildren(copy);
      dialog.setAttribute('aria-labelledby', copy.getAttribute('aria-labelledby') ?? '');
      copyPrompts(slot);
      dialog.showPopover({ source: link });
    });
  });
  dialog.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open';
    const url = new URL(location.href);
    if (open) url.searchParams.set('idea', opener?.dataset.guideLink ?? '');
    else url.searchParams.delete('idea');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    if (open) {
      dialog.scrollTop = 0;
      focusable()[0]?.focus();
    } else if (!document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement)) {
      // Where the browser did not give it back (a popover opened by a script has no invoker everywhere).
      opener?.focus();
    }
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const stops = focusable();
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = at + (event.shiftKey ? -1 : 1);
    if (at >= 0 && next >= 0 && next < stops.length) return;
    event.preventDefault();
    stops[event.shiftKey ? stops.length - 1 : 0]?.focus();
  });
}

/**
 * The home page's help widget (app/components/help-questions.tsx) holds the questions, each answer a link to its
 * copy on /help. Here the answers and their related links come from /help, fetched once when the widget nears
 * the screen or a question opens, so an opened question shows its answer in place.
 */
function helpAnswers() {
  const answers = all<HTMLElement>('[data-help-answer]');
  if (!answers.length) return;
  let loading: Promise<void> | undefined;
  const load = () => {
    // The answers' markup may use rules this page's own did not.
    addWholeStylesheet();
    return (loading ??= fetch('/help', { headers: { Accept: 'text/html' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`/help answered ${response.status}`);
        const help = new DOMParser().parseFromString(await response.text(), 'text/html');
        for (const answer of answers) {
          const id = answer.dataset.helpAnswer ?? '';
          const source = help.getElementById(id);
          const paragraphs = all('[data-answer] > p', source ?? help.createElement('div'));
          // An answer /help no longer has keeps its link.
          if (!source || !paragraphs.length) continue;
          answer.replaceChildren(...paragraphs.map((paragraph) => document.importNode(paragraph, true)));
          const related = document.querySelector<HTMLElement>(`[data-help-related="${CSS.escape(id)}"]`);
          const links = all('[data-related] > li', source);
          if (related && links.length) {
            related.querySelector('ul')?.replaceChildren(...links.map((link) => document.importNode(link, true)));
            related.hidden = false;
          }
        }
      })
      // Tried again when the next question opens.
      .catch(() => (loading = undefined)));
  };
  const widget = answers[0]!.closest('section') ?? document.body;
  widget.addEventListener('toggle', () => void load(), { capture: true });
  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(widget);
  }
}

/** A page loaded at a fragment (the blog's filter form answers at `#all-articles`) reads out its result line. */
function focusOnArrival() {
  const line = document.querySelector<HTMLElement>('[data-focus-on-arrival]');
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (!line || !target?.contains(line)) return;
  // After the browser's own scroll to the fragment, which would otherwise leave the focus where it was.
  const focus = () => setTimeout(() => line.focus({ preventScroll: true }));
  if (document.readyState === 'complete') focus();
  else addEventListener('load', focus, { once: true });
}

/**
 * The server counts each page it answers (issue 30), but not a prefetch (Speculation Rules, app/root.tsx),
 * which may never be shown: a prefetched page that is shown says so here, once.
 */
function countPrefetchedView() {
  const entry = performance.getEntriesByType?.('navigation')[0] as (PerformanceEntry & { deliveryType?: string }) | undefined;
  if (entry?.deliveryType !== 'navigational-prefetch' || !navigator.sendBeacon) return;
  const body = JSON.stringify({ path: location.pathname + location.search, referrer: document.referrer || undefined });
  navigator.sendBeacon('/api/analytics/views', new Blob([body], { type: 'application/json' }));
}

/**
 * A page from the page cache came with only the rules its HTML uses (server/http/critical-css.ts). The whole
 * stylesheet is for what appears later: the other theme, an answer fetched in place, a form's answer. It is
 * fetched when the visitor first acts (a press, a key, a focus), when a script is about to show something
 * new, or a few seconds after the page has loaded, never while the first view loads, so it does not share
 * the link with what that view needs.
 */
const STYLESHEET_AFTER_LOAD_MS = 3000;
const ACTS = ['pointerdown', 'keydown', 'focusin'] as const;
let wholeStylesheetHref = document.querySelector<HTMLElement>('noscript[data-stylesheet]')?.dataset.stylesheet;

function addWholeStylesheet() {
  const href = wholeStylesheetHref;
  if (!href) return;
  wholeStylesheetHref = undefined;
  for (const type of ACTS) removeEventListener(type, addWholeStylesheet, true);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

function wholeStylesheet() {
  if (!wholeStylesheetHref) return;
  for (const type of ACTS) addEventListener(type, addWholeStylesheet, { capture: true, passive: true });
  const later = () => setTimeout(addWholeStylesheet, STYLESHEET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

/**
 * The behaviours start after the document's parse, in tasks of their own of a few milliseconds each. Run in
 * the module's own evaluation they made the parser's last task (the end of the parse, the first layout of the
 * whole page) a long one that a visitor's first tap waits behind (Lighthouse's blocking time, issue 25,
 * docs/decisions/030c-system-fonts.md). When all have started, the root element says so: `data-enhanced`,
 * what the end-to-end tests wait for (e2e/hydration.ts).
 */
const BEHAVIOURS: Array<() => void> = [
  wholeStylesheet,
  focusOnArrival,
  themeButtons,
  menus,
  menuButtons,
  sharing,
  historyBack,
  autoSubmit,
  liveFilter,
  inPlaceForms,
  storedToggles,
  tableOfContents,
  () => copyPrompts(document),
  ideaGuides,
  helpAnswers,
  articleViews,
  countPrefetchedView,
  // Its first Intl call builds the time zone data (2–6 ms).
  rememberTimeZone,
];
const SLICE_MS = 4;

function start() {
  const began = performance.now();
  while (BEHAVIOURS.length > 0) {
    BEHAVIOURS.shift()!();
    if (BEHAVIOURS.length > 0 && performance.now() - began > SLICE_MS) {
      setTimeout(start);
      return;
    }
  }
  document.documentElement.dataset.enhanced = '';
}

setTimeout(start);
