import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping the false ones. It does not resolve Tailwind conflicts (no tailwind-merge in
 * the browser, issue 12): the UI kit's base looks live in the `components` layer (components/ui/ui.css),
 * so a caller's utilities win; elsewhere, alternatives are written as `a ? 'x' : 'y'`, never as overrides.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
