import { Bookmark, Heart } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

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
export function useStoredToggle(key: string): [boolean, () => void] {
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

/** Like and Save for one article, kept in this browser only (no counts: the site does not collect them). */
export function ArticleReactions({ slug }: { slug: string }) {
  const [liked, toggleLiked] = useStoredToggle(`blog:${slug}:liked`);
  const [saved, toggleSaved] = useStoredToggle(`blog:${slug}:saved`);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        aria-pressed={liked}
        onClick={toggleLiked}
        className={cn(liked && 'border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100')}
        title={liked ? 'You like this article (remembered in this browser)' : 'Like this article'}
      >
        <Heart aria-hidden className={cn(liked && 'fill-current')} /> Like
      </Button>
      <Button
        type="button"
        variant="outline"
        aria-pressed={saved}
        onClick={toggleSaved}
        className={cn(saved && 'border-blue-300 bg-blue-50 text-blue-800 hover:bg-blue-100')}
        title={saved ? 'Saved in this browser' : 'Save this article in this browser'}
      >
        <Bookmark aria-hidden className={cn(saved && 'fill-current')} /> Save
      </Button>
    </>
  );
}
