import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/** Looks in components/ui/ui.css (components layer): a `className` utility overrides them. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('ui-label', className)} {...props} />;
}
