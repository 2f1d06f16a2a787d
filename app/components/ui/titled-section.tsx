import type { ReactNode } from 'react';

/** A part of a page under its own second-level heading, which names the region for screen readers. */
export function TitledSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
