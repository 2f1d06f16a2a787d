import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '~/lib/cn';
import { useScriptPending } from '~/lib/use-hydrated';
import type { ComponentProps } from 'react';

/** Looks in components/ui/ui.css (components layer): a `className` utility overrides them. */
export const buttonVariants = cva('ui-button', {
  variants: {
    variant: {
      default: 'ui-button-default',
      premium: 'ui-button-premium',
      outline: 'ui-button-outline',
      ghost: 'ui-button-ghost',
      destructive: 'ui-button-destructive',
      link: 'ui-button-link',
    },
    size: {
      default: 'ui-button-md',
      sm: 'ui-button-sm',
      lg: 'ui-button-lg',
      icon: 'ui-button-icon',
    },
    // A label that may take two lines on a narrow phone rather than widen its card: the device's own typeface
    // sets its width (docs/decisions/030c-system-fonts.md).
    wraps: { true: 'ui-button-wraps' },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /**
     * Only a script makes it work: until the page (or its part) has hydrated it is disabled and reads "Loading…"
     * (decision 031e). By default, a button with an `onClick` that does not submit a form; a form's submit button
     * whose form is sent by a script says it here.
     */
    needsScript?: boolean;
  };

export function Button({ className, variant, size, wraps, asChild = false, needsScript, disabled, type, children, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  // A button's type written out, its default (submit) included: the HTML validator asks for it (a button in a
  // form that only opens a menu would otherwise send the form), and the markup then says what a click does.
  const typed = asChild ? {} : { type: type ?? 'submit' };
  const scriptOnly = needsScript ?? (!asChild && props.onClick !== undefined && type !== 'submit');
  const pending = useScriptPending() && scriptOnly;
  if (pending) {
    // The label keeps the button's size (nothing moves when it works), hidden under the word a person reads.
    return (
      <Comp className={cn(buttonVariants({ variant, size, wraps }), 'relative', className)} {...typed} {...props} disabled aria-busy="true">
        {size === 'icon' ? (
          children
        ) : (
          <>
            <span className="invisible contents">{children}</span>
            <span className="absolute inset-0 flex items-center justify-center">Loading…</span>
          </>
        )}
      </Comp>
    );
  }
  return (
    <Comp className={cn(buttonVariants({ variant, size, wraps }), className)} {...typed} disabled={disabled} {...props}>
      {children}
    </Comp>
  );
}
