import { cn } from '~/lib/cn';
import type { ComponentProps } from 'react';

/** Looks in components/ui/ui.css (components layer): a `className` utility overrides them. */
export function Alert({ className, variant = 'default', ...props }: ComponentProps<'div'> & { variant?: 'default' | 'error' | 'success' }) {
  return <div role={variant === 'error' ? 'alert' : 'status'} className={cn('ui-alert', `ui-alert-${variant}`, className)} {...props} />;
}
