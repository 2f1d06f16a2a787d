import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ToastMessage } from '~/lib/toast-message';

// The region (Radix toast, ~12 KB gzip) is not needed for the first paint: it loads with the first toast.
const ToastRegion = lazy(() => import('./toast-region'));

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function Toaster({ children }: { children: ReactNode }) {
  // A new toast replaces the current one: the key makes Radix treat it as a fresh toast with a fresh timer.
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const [regionWanted, setRegionWanted] = useState(false);
  const focusRegion = useRef(false);
  const show = useCallback((message: ToastMessage) => {
    setRegionWanted(true);
    setCurrent({ ...message, key: Date.now() + Math.random() });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  // spec 000 §9: F8 focuses the toast region, even before any toast has loaded it.
  useEffect(() => {
    if (regionWanted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      focusRegion.current = true;
      setRegionWanted(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [regionWanted]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {regionWanted ? (
        <Suspense fallback={null}>
          <ToastRegion current={current} onDismiss={dismiss} focusOnMount={focusRegion.current} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
