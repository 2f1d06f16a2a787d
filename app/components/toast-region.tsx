import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { cn } from '~/lib/cn';
import type { ToastMessage } from '~/lib/toast-message';

/** spec 000 §9: one toast at a time, shown 5000 ms, swipe right 50 px to dismiss, F8 focuses the region. */
const TOAST_DURATION_MS = 5000;

/**
 * Radix's toast region. Loaded by the Toaster when the first toast is shown (or F8 is pressed), so pages
 * that never show one do not download it (issue 12).
 */
export default function ToastRegion({
  current,
  onDismiss,
  focusOnMount,
}: {
  current: (ToastMessage & { key: number }) | null;
  onDismiss: () => void;
  focusOnMount: boolean;
}) {
  const viewport = useRef<HTMLOListElement>(null);
  // The F8 that asked for the region arrived before it existed: give it the focus that key press meant.
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {current ? (
        <Toast.Root
          key={current.key}
          type={current.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss();
          }}
          className={cn(
            'grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 pr-3 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-full transition',
            current.variant === 'error' && 'border-red-300 bg-red-50 text-red-900',
            current.variant === 'success' && 'border-green-300 bg-green-50 text-green-900',
            (!current.variant || current.variant === 'default') && 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <Toast.Title className="font-semibold">{current.title}</Toast.Title>
          <Toast.Close
            aria-label="Dismiss notification"
            className="row-span-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
          {current.description ? <Toast.Description className="mt-1 text-sm">{current.description}</Toast.Description> : null}
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        ref={viewport}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
