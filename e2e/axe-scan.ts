import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * axe-core scans (issue 8, dark theme issue 16): WCAG 2.1 A and AA, with text on gradients measured against every
 * stop. e2e/accessibility.spec.ts scans every page with them; a journey that shows a state only it can make (the
 * currency picker, which needs a second price on the shared server) scans it too.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One entry per violation: the rule, how bad, what to do, and the elements to fix. */
function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => {
      const why = node.failureSummary?.split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
      return `    ${node.target.join(' >>> ')}${why ? `\n      ${why}` : ''}`;
    });
    return `${violation.id} [${violation.impact ?? 'unknown impact'}] ${violation.help} (${violation.helpUrl})\n${targets.join('\n')}`;
  });
}

/**
 * axe leaves text on a gradient "to review" (it cannot pick one background colour), so a gradient
 * button with pale stops would pass unnoticed. Here the text is measured against every colour stop
 * of the gradient behind it: the worst stop must still reach the ratio axe asks for.
 */
async function gradientContrastFailures(page: Page, incomplete: AxeResults['incomplete']): Promise<string[]> {
  const nodes = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'bgGradient'));
  if (nodes.length === 0) return [];
  // One round trip for all of them: a page of premium cards has dozens.
  const measured = await page.evaluate(
    (selectors) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      /** Any CSS colour (oklch included) as sRGB and alpha, drawn on a clear canvas or over `ground`. */
      const toRgba = (color: string, ground?: string) => {
        context.clearRect(0, 0, 1, 1);
        if (ground) {
          context.fillStyle = ground;
          context.fillRect(0, 0, 1, 1);
        }
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255];
      };
      /** What a translucent stop shows through: the background colours at and above the gradient, laid over each other (white at the bottom). */
      const groundOf = (element: Element | null): string => {
        if (!element) return '#fff';
        const color = getComputedStyle(element).backgroundColor;
        const alpha = toRgba(color)[3]!;
        if (alpha === 0) return groundOf(element.parentElement);
        return alpha === 1 ? color : `rgb(${toRgba(color, groundOf(element.parentElement)).slice(0, 3).join(' ')})`;
      };
      return selectors.map((selector) => {
        const element = document.querySelector(selector);
        for (let around = element; around; around = around.parentElement) {
          const image = getComputedStyle(around).backgroundImage;
          if (image.includes('gradient(')) {
            const colors = image.match(/(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*\)|#[\da-f]{3,8}\b/gi) ?? [];
            const ground = groundOf(around);
            return {
              fg: toRgba(getComputedStyle(element!).color),
              stops: colors.map((color) => ({ color, rgb: toRgba(color, ground) })),
            };
          }
        }
        return null;
      });
    },
    nodes.map((node) => node.target.at(-1) as string),
  );

  const failures: string[] = [];
  nodes.forEach((node, index) => {
    const found = measured[index];
    if (!found) return;
    const required = Number.parseFloat((node.any[0]!.data as { expectedContrastRatio: string }).expectedContrastRatio);
    const [fr, fg, fb, alpha] = found.fg as [number, number, number, number];
    const ratios = found.stops.map(({ color, rgb }) => {
      // Translucent text shows the stop through it.
      const text = [fr, fg, fb].map((channel, i) => channel * alpha + rgb[i]! * (1 - alpha));
      return { color, ratio: contrast(text, rgb) };
    });
    const worst = ratios.sort((a, b) => a.ratio - b.ratio)[0];
    if (worst && worst.ratio < required) {
      failures.push(
        `color-contrast on a gradient [serious] text reaches ${worst.ratio.toFixed(2)}:1 against the stop ${worst.color}, needs ${required}:1\n    ${node.target.join(' >>> ')}`,
      );
    }
  });
  return failures;
}

function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The rules whose outcome depends on colour: all that can differ between the light and dark themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Lets entrance and theme transitions settle, so colours are measured as a visitor sees them: waits for every
 * running CSS transition and finite animation to finish (endless ones, like a loading pulse, never settle).
 * At most a second: an animation driven by scrolling (a reading-progress bar) has an end but never gets there.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
}

async function scan(page: Page, rules?: string[]): Promise<string[]> {
  await settleAnimations(page);
  // Passing and inapplicable results are not needed: asking for them only slows axe down. Legacy mode runs
  // axe in the page in one go instead of opening a second page to merge per-frame results, about twice as
  // fast; it would skip cross-origin iframes, and the site has none (the local gateway's card form is ours).
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations', 'incomplete'] });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return [...describeViolations(results.violations), ...(await gradientContrastFailures(page, results.incomplete))];
}

/**
 * Scans the page as it is now: every WCAG rule in the light theme, and (issue 16) the colour rules again in
 * dark, on the same loaded page with the device switched to dark (the site follows it: app/theme.css),
 * then back to light. The dark pass costs as much as the light one (colour contrast is most of axe's
 * time), so it runs at one width, 1280 px (every project but `phone-375`), where the most of each page shows; states that exist only on
 * phones (`phoneOnly`) get it at 375 px. `soft` records the failures and lets the test go on.
 */
export async function expectNoViolations(page: Page, state: string, { soft = false, phoneOnly = false } = {}) {
  const light = await scan(page);
  const check = soft ? expect.soft : expect;
  check(light, `axe: WCAG 2.1 A/AA violations on ${state}, light theme (${page.url()})`).toEqual([]);
  if (!phoneOnly && test.info().project.name === 'phone-375') return;
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await scan(page, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: 'light' });
  check(dark, `axe: colour contrast violations on ${state}, dark theme (${page.url()})`).toEqual([]);
}
