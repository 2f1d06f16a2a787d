// One swap point per kind of content (issue 29, docs/decisions/026a-content-read-from-the-database.md).
//
// Once the site runs, articles, ideas, help answers and lessons come from the published rows of
// `content_items` (server/content-store/), loaded into memory and replaced whenever the change feed reports
// `content_items`. Each kind's collection lives in one slot that the store fills; every reader asks the slot,
// so nothing else changes when the collection is replaced.
//
// The slot is kept on `globalThis` under a registered symbol: the production server is two bundles (the
// Hono server, main.js, and React Router's build, index.js), each with its own copy of these modules, and
// both must read the one collection the store installed (one copy in memory, one answer on every channel).
// Before anything is installed (unit tests, scripts), the slot falls back to reading the files once.

/** A kind's collection: what the site reads now. */
export interface ContentSlot<T> {
  /** The installed collection, or (when none was installed) the one read from the files, once. */
  get(): T;
  /** Replaces the collection in every bundle of this process. */
  set(value: T): void;
}

type Holder = Record<symbol, unknown>;

export function contentSlot<T>(name: string, fromFiles: () => T): ContentSlot<T> {
  const key = Symbol.for(`course-site.content.${name}`);
  const holder = globalThis as unknown as Holder;
  return {
    get() {
      if (!(key in holder)) holder[key] = fromFiles();
      return holder[key] as T;
    },
    set(value) {
      holder[key] = value;
    },
  };
}

/**
 * A value computed from a slot's collection, recomputed only when the collection was replaced (compared by
 * identity): per-bundle derivations such as a lookup map stay cheap and never outlive the content they came from.
 */
export function derivedFrom<S, T>(source: () => S, compute: (value: S) => T): () => T {
  let seen: { source: S; value: T } | undefined;
  return () => {
    const current = source();
    if (!seen || seen.source !== current) seen = { source: current, value: compute(current) };
    return seen.value;
  };
}
