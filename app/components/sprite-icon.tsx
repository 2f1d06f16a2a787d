import sprite from '~/icons/sprite.svg?url';
import { cn } from '~/lib/cn';

/**
 * Icons a page repeats many times (the home page's questions, course outlines and lists: 28 chevrons, 21
 * checks, 20 thumbs…) are drawn once in a fingerprinted sprite file the browser caches, and each use is a
 * `<use>` of it instead of the whole SVG in the HTML. The sprite is lucide's own drawing (app/icons/sprite.test.tsx).
 */
export const SPRITE_ICONS = ['check', 'chevron-down', 'circle-check', 'clock', 'thumbs-up'] as const;
export type SpriteIconName = (typeof SPRITE_ICONS)[number];

/** A decorative icon from the sprite, sized by `className` (a size class: an svg without one is 300 px wide), in currentColor. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden className={cn('lucide', className)}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
