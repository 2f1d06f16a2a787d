import { lazy, type ComponentType } from 'react';

/** What stands in for a part whose code could not load: the rest of the page keeps working. */
function PartFailed() {
  return (
    <p role="alert" className="text-sm text-red-700">
      This part of the page could not load. Reload the page and try again.
    </p>
  );
}

/**
 * A part of an app page whose code is not in the page's first load (DESIGN §12; docs/decisions/024g-app-pages-under-budget.md):
 * `React.lazy` with three additions. On the server the module is loaded when this file is, so rendering never
 * suspends on it: the HTML always holds the part itself, never a streamed fallback. In the browser a part already
 * on the page when it hydrates keeps its server HTML (Suspense leaves it in place, readable, its links and forms
 * working as HTML) until the code arrives; a part that appears later (after a step, on a press) loads then, or
 * earlier through `preload` (a pointer over or the focus on what reveals it); once loaded it renders at once.
 * If the code cannot load, a note says so in its place instead of the page failing.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then((component) => (loaded = component));
    loading.catch(() => (loading = undefined));
    return loading;
  };
  if (import.meta.env.SSR) void start();
  const Part = lazy(() =>
    loaded
      ? // Already here: a thenable that answers at once, so React renders the part without suspending.
        ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{
          default: ComponentType<P>;
        }>)
      : start().then(
          (component) => ({ default: component }),
          () => ({ default: PartFailed as ComponentType<P> }),
        ),
  );
  /** Starts the download (resolves once the code is here, or has failed). */
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Part, { preload });
}
