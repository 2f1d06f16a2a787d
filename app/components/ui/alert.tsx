import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'error' | 'success' }) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        variant === 'error' && 'border-red-300 bg-red-50 text-red-800',
        variant === 'success' && 'border-green-300 bg-green-50 text-green-800',
        variant === 'default' && 'border-slate-200 bg-slate-50 text-slate-800',
        className,
      )}
      {...props}
    />
  );
}
