/** A form field as text: a missing field or a file reads as '' (the schemas then name what is missing). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
