/** The id of an idea's guide popover, which the card's button names in `popovertarget`. */
export function guidePopoverId(ideaId: string): string {
  return `guide-${ideaId}`;
}
