import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error';
}

/** spec 000 §9: one toast at a time, shown 5000 ms, swipe right 50 px to dismiss, F8 focuses the region. */
const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function Toaster({ children }: { children: ReactNode }) {
  // A new toast replaces the current one: the key makes Radix treat it as a fresh toast with a fresh timer.
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const show = useCallback((message: ToastMessage) => setCurrent({ ...message, key: Date.now() + Math.random() }), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
        {children}
        {current ? (
          <Toast.Root
            key={current.key}
            type={current.variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
            }}
            className={cn(
              'grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 pr-3 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-full transition',
              current.variant === 'error' && 'border-red-300 bg-red-50 text-red-900',
              current.variant === 'success' && 'border-green-300 bg-green-50 text-green-900',
              (!current.variant || current.variant === 'default') && 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <Toast.Title className="font-semibold">{current.title}</Toast.Title>
            <Toast.Close aria-label="Dismiss notification" className="row-span-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-blue-600">
              <X className="size-4" aria-hidden />
            </Toast.Close>
            {current.description ? <Toast.Description className="mt-1 text-sm">{current.description}</Toast.Description> : null}
          </Toast.Root>
        ) : null}
        <Toast.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
