import { cloneElement, lazy, Suspense, useState, type ComponentType, type HTMLAttributes, type ReactElement } from 'react';

type Trigger = ReactElement<HTMLAttributes<HTMLElement>>;

/** What a widget loaded on demand receives besides its own props: the button that opens it, and to start open. */
export interface OnDemandProps {
  trigger: Trigger;
  defaultOpen: boolean;
}

function LoadFailed({ trigger }: OnDemandProps) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {trigger}
      <span role="alert" className="text-sm text-red-700">
        This could not load. Reload the page and try again.
      </span>
    </span>
  );
}

/**
 * A dialog (or another widget behind a button) whose code loads when its button is pressed, not with the page
 * (DESIGN §12; docs/decisions/024g-app-pages-under-budget.md). Until then `trigger` stands in for it: a pointer
 * over it or the focus on it starts the download, and the press renders the widget in its place, already open
 * (it wraps the same `trigger` in its own, so focus comes back to it on closing). If the code cannot load, the
 * button stays and a note says so, rather than the page failing.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P & OnDemandProps>>) {
  const Widget = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: LoadFailed as ComponentType<P & OnDemandProps> }),
    ),
  );
  const preload = () => void load().catch(() => {});
  return function OnDemand(props: P & { trigger: Trigger }) {
    const [pressed, setPressed] = useState(false);
    if (pressed) {
      return (
        <Suspense fallback={props.trigger}>
          <Widget {...props} defaultOpen />
        </Suspense>
      );
    }
    return cloneElement(props.trigger, { onPointerEnter: preload, onFocus: preload, onClick: () => setPressed(true) });
  };
}
