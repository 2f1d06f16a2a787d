import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/** Looks in components/ui/ui.css (components layer): a `className` utility overrides them. */
export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'error' | 'success' }) {
  return <div role={variant === 'error' ? 'alert' : 'status'} className={cn('ui-alert', `ui-alert-${variant}`, className)} {...props} />;
}
