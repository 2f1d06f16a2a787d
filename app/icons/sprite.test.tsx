import { readFileSync, writeFileSync } from 'node:fs';
import { Check, ChevronDown, CircleCheck, Clock, ThumbsUp } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SPRITE_ICONS, type SpriteIconName } from '../components/sprite-icon';
import type { LucideIcon } from 'lucide-react';

const SPRITE_PATH = new URL('./sprite.svg', import.meta.url);

const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const LUCIDE: Record<SpriteIconName, LucideIcon> = {
  check: Check,
  'chevron-down': ChevronDown,
  'circle-check': CircleCheck,
  clock: Clock,
  'thumbs-up': ThumbsUp,
};

/**
 * The sprite as lucide-react draws each icon today: its shapes, in a symbol named like the icon that carries
 * lucide's stroke (the `<use>` in the page then needs no attribute but its class; currentColor is the page's).
 */
function expectedSprite(): string {
  const symbols = SPRITE_ICONS.map((name) => {
    const Icon = LUCIDE[name];
    const shapes = renderToStaticMarkup(<Icon />)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '');
    return `  <symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

describe('the icon sprite (app/icons/sprite.svg)', () => {
  it('holds every SpriteIcon name, drawn as lucide-react draws it (UPDATE_SPRITE=1 rewrites it)', () => {
    if (process.env.UPDATE_SPRITE) writeFileSync(SPRITE_PATH, expectedSprite());
    expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(expectedSprite());
  });
});
