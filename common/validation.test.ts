import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError, fieldErrors, hasControlCharacters, textField } from './validation';

const schema = z.object({
  email: z.string({ message: 'Email is required' }).min(1, 'Email is required'),
  confirmPassword: z.string().min(6, 'Too short'),
  profile: z.object({ displayName: z.string().min(2, 'must be at least 2 characters') }).optional(),
});

function errorOf(input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return result.error;
}

describe('describeZodError', () => {
  it('keeps a message that already names the field', () => {
    expect(describeZodError(errorOf({ confirmPassword: 'secret' }))).toEqual({ message: 'Email is required', field: 'email' });
  });

  it('prefixes the field name when the message does not name it', () => {
    expect(describeZodError(errorOf({ email: 'a@b.co', confirmPassword: 'x' }))).toEqual({
      message: 'confirmPassword: Too short',
      field: 'confirmPassword',
    });
  });

  it('recognises a camelCase field named in words ("confirm password")', () => {
    const s = z.object({ confirmPassword: z.string().min(1, 'Confirm password is required') });
    const result = s.safeParse({ confirmPassword: '' });
    expect(describeZodError(result.error!)).toEqual({ message: 'Confirm password is required', field: 'confirmPassword' });
  });

  it('names nested fields by their dotted path', () => {
    expect(describeZodError(errorOf({ email: 'a@b.co', confirmPassword: 'secret', profile: { displayName: 'x' } }))).toEqual({
      message: 'profile.displayName: must be at least 2 characters',
      field: 'profile.displayName',
    });
  });

  it('gives a message without a field when the whole body is wrong', () => {
    const described = describeZodError(errorOf(['not', 'an', 'object']));
    expect(described.field).toBeUndefined();
    expect(described.message).toMatch(/object/i);
  });

  it('falls back to a generic message for an error without issues', () => {
    expect(describeZodError(new z.ZodError([]))).toEqual({ message: 'Invalid request' });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field, keyed by dotted path', () => {
    const error = errorOf({ email: '', confirmPassword: 'x', profile: { displayName: '' } });
    expect(fieldErrors(error)).toEqual({
      email: 'Email is required',
      confirmPassword: 'Too short',
      'profile.displayName': 'must be at least 2 characters',
    });
  });

  it('files whole-object problems under "form"', () => {
    expect(fieldErrors(errorOf(null))).toEqual({ form: expect.any(String) });
  });
});

describe('textField', () => {
  const name = textField('Name').trim().min(1, 'Name is required');
  const notes = textField('Notes', { multiline: true });

  it.each([
    'a\u0000b',
    '\u0000',
    'tab\there',
    'line\nbreak',
    'bell\u0007',
    'del\u007f',
    'esc\u001b[0m',
    'lone \ud800',
    'reversed \udfff\ud800',
    'carriage\rreturn',
    'next\u0085line',
    'line\u2028separator',
    'paragraph\u2029separator',
  ])('refuses %j with a message naming the field', (value) => {
    const result = z.object({ name }).safeParse({ name: value });
    expect(result.success).toBe(false);
    expect(describeZodError(result.error!)).toEqual({ message: 'Name must not contain control characters', field: 'name' });
  });

  it('accepts any other text, emoji and right-to-left included', () => {
    for (const value of ['Ada Lovelace', 'émile', '👩‍👩‍👧‍👦', '\u202eمرحبا', "O'Brien; DROP TABLE"]) expect(name.parse(value)).toBe(value.trim());
  });

  it('allows tab and line breaks only in a multi-line field, which stores every line break as LF', () => {
    expect(notes.parse('one\ttwo\r\nthree')).toBe('one\ttwo\nthree');
    expect(notes.parse('a\rb\r\n\r\nc\u0085d\u2028e\u2029f\n')).toBe('a\nb\n\nc\nd\ne\nf\n');
    expect(notes.parse('Hello\rEND:VEVENT\rBEGIN:VEVENT')).toBe('Hello\nEND:VEVENT\nBEGIN:VEVENT');
    expect(notes.safeParse('one\u0000two').success).toBe(false);
    expect(hasControlCharacters('one\ntwo')).toBe(true);
    expect(hasControlCharacters('one\ntwo', { multiline: true })).toBe(false);
  });

  it('says the field is required when it is missing or not a string, unless told otherwise', () => {
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required');
    expect(textField('source', { required: 'source must be text' }).safeParse(3).error?.issues[0]?.message).toBe('source must be text');
  });
});
