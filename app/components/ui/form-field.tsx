import { Input } from './input';
import { Label } from './label';
import type { ComponentProps } from 'react';

/**
 * A labelled input with its hint (the rules, shown before anyone types) and its error text, both
 * wired to the input with aria-describedby so screen readers read them with the field.
 */
export function FormField({
  label,
  name,
  error,
  hint,
  ...props
}: ComponentProps<'input'> & { label: string; name: string; error?: string; hint?: string }) {
  const id = props.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
