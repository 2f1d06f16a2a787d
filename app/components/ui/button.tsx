import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '~/lib/cn';
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

export function Button({
  className,
  variant,
  size,
  wraps,
  asChild = false,
  type,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  if (asChild) return <Slot.Root className={cn(buttonVariants({ variant, size, wraps }), className)} {...props} />;
  // A button's type written out, its default (submit) included: the HTML validator asks for it (a button in a
  // form that only opens a menu would otherwise send the form), and the markup then says what a click does.
  return <button type={type ?? 'submit'} className={cn(buttonVariants({ variant, size, wraps }), className)} {...props} />;
}
