import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { AutosaveSession } from './autosave-session';
import type { ContentKind } from '../../../common/content-kinds';
import type { ContentItem } from './content-item';

/**
 * The editing page's state (issue 29): one autosave session (autosave-session.ts) for as long as the editor is on
 * the page, which the route keeps across a new item's move to its own address, so nothing typed meanwhile is lost.
 */
export function useAutosave(kind: ContentKind, initial: ContentItem | null, editable: readonly string[]) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [session] = useState(
    () =>
      new AutosaveSession({
        kind,
        initial,
        editable,
        // The same editor stays on the page (the route keys it by where it was created), now at the item's address.
        onCreated: (item) =>
          void navigateRef.current(`/admin/content/${kind}/${item.id}`, { replace: true, state: { createdFrom: 'new' } }),
      }),
  );
  useEffect(() => session.attach(), [session]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return {
    ...snapshot,
    setFields: session.setFields,
    setIssues: session.setIssues,
    flush: session.flush,
    adopt: session.adopt,
    markStale: session.markStale,
    overwrite: session.overwrite,
    restoreOffer: session.restoreOffer,
    discardOffer: session.discardOffer,
  };
}
