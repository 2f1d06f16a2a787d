import { cn } from '~/lib/cn';
import type { ComponentProps } from 'react';

/** Looks in components/ui/ui.css (components layer): a `className` utility overrides them. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  // The default written out, as the HTML validator asks (no-implicit-input-type).
  return <input type={type} className={cn('ui-input', className)} {...props} />;
}
