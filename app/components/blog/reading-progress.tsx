/**
 * The thin bar fixed at the top of the window that follows reading through the article body: a CSS
 * scroll-driven animation on the body's view timeline (`.reading-bar`, app/app.css), so it needs no script
 * and works on the document page. Decorative: the table of contents says how far one has read.
 */
export function ReadingProgressBar() {
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 bg-transparent">
      <div data-reading-progress className="reading-bar h-full bg-gradient-to-r from-blue-600 to-violet-600" />
    </div>
  );
}

/** "42% read", drawn by CSS from the same timeline (`.reading-percent`); nothing where scroll timelines are missing. */
export function ReadingPercent() {
  return <span data-reading-percent className="reading-percent" />;
}
