import { useEffect, useState } from 'react';

/**
 * How far the reader has got through an element, 0 to 100: 0 while its top is below the top of the
 * viewport, 100 once its bottom has reached the bottom of the viewport. Updated once per frame on
 * scroll and resize.
 */
export function useReadingProgress(targetId: string): number {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const element = document.getElementById(targetId);
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      const distance = rect.height - window.innerHeight;
      const value = distance <= 0 ? (rect.bottom <= window.innerHeight ? 100 : 0) : (-rect.top / distance) * 100;
      setProgress(Math.round(Math.min(100, Math.max(0, value))));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resizeObserver = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    resizeObserver?.observe(element);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resizeObserver?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [targetId]);

  return progress;
}

/** The thin bar fixed at the top of the window that follows reading through the article body. */
export function ReadingProgressBar({ targetId }: { targetId: string }) {
  const progress = useReadingProgress(targetId);
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      className="fixed inset-x-0 top-0 z-[60] h-1 bg-transparent"
    >
      <div className="h-full origin-left bg-gradient-to-r from-blue-600 to-violet-600" style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
