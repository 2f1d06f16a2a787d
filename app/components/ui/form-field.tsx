import type { ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

/** A labelled input with its error text wired up for screen readers. */
export function FormField({
  label,
  name,
  error,
  ...props
}: ComponentProps<'input'> & { label: string; name: string; error?: string }) {
  const id = props.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
