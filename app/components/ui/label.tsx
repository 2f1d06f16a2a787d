import { cn } from '~/lib/cn';
import type { ComponentProps } from 'react';

/** Looks in components/ui/ui.css (components layer): a `className` utility overrides them. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('ui-label', className)} {...props} />;
}
