import { Bookmark, Heart } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean) {
  try {
    if (on) window.localStorage.setItem(key, '1');
    else window.localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode, quota); the toggle still works for this visit.
  }
}

/** A yes/no choice remembered in this browser's localStorage under `key`. */
function useStoredToggle(key: string): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(readFlag(key)), [key]);
  const toggle = useCallback(() => {
    setOn((value) => {
      writeFlag(key, !value);
      return !value;
    });
  }, [key]);
  return [on, toggle];
}

/**
 * Like and Save for one article, kept in this browser only (no counts: the site does not collect them).
 * The pressed look follows `aria-pressed`, so the enhancement module (which drives them on the document
 * page through `data-stored-toggle`) only flips the attribute. They are kept in localStorage, which only a
 * script reaches, so without JavaScript CSS hides them (`noscript:`, `@media (scripting: none)`). Not the
 * `hidden` attribute a script lifts: shown after the first paint, they pushed the page down (CLS 0.055 on a phone).
 */
export function ArticleReactions({ slug }: { slug: string }) {
  const [liked, toggleLiked] = useStoredToggle(`blog:${slug}:liked`);
  const [saved, toggleSaved] = useStoredToggle(`blog:${slug}:saved`);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        data-stored-toggle={`blog:${slug}:liked`}
        aria-pressed={liked}
        onClick={toggleLiked}
        className="noscript:hidden aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-800 aria-pressed:hover:bg-rose-100"
        title="Like this article (remembered in this browser)"
      >
        <Heart aria-hidden className="[[aria-pressed=true]>&]:fill-current" /> Like
      </Button>
      <Button
        type="button"
        variant="outline"
        data-stored-toggle={`blog:${slug}:saved`}
        aria-pressed={saved}
        onClick={toggleSaved}
        className="noscript:hidden aria-pressed:border-blue-300 aria-pressed:bg-blue-50 aria-pressed:text-blue-800 aria-pressed:hover:bg-blue-100"
        title="Save this article in this browser"
      >
        <Bookmark aria-hidden className="[[aria-pressed=true]>&]:fill-current" /> Save
      </Button>
    </>
  );
}
