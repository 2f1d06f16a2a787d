import { describe, expect, it } from 'vitest';
import { loginSchema, PASSWORD_MAX, PASSWORD_MIN, signupFormSchema, signupSchema } from './auth-schemas';

const valid = { username: 'ada_lovelace', email: 'ada@example.com', password: 'analytical-engine' };

function firstMessage(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  expect(result.success).toBe(false);
  return result.error!.issues[0]!;
}

describe('signupSchema', () => {
  it('accepts a valid signup and normalises email and username', () => {
    const parsed = signupSchema.parse({ username: '  ada.l-0_ ', email: '  Ada@Example.COM  ', password: ' spaced pw ' });
    expect(parsed).toEqual({ username: 'ada.l-0_', email: 'ada@example.com', password: ' spaced pw ' });
  });

  it('keeps the password exactly as typed (no trimming, no case change)', () => {
    expect(signupSchema.parse({ ...valid, password: '  MiXeD  ' }).password).toBe('  MiXeD  ');
  });

  it.each([
    ['ab', 'Username must be at least 3 characters long'],
    ['a'.repeat(33), 'Username must be at most 32 characters long'],
    ['', 'Username is required'],
    ['   ', 'Username is required'],
    ['has space', 'Username may contain only letters, digits, _, - and .'],
    ['émile', 'Username may contain only letters, digits, _, - and .'],
    ['<script>', 'Username may contain only letters, digits, _, - and .'],
  ])('refuses username %j with %j', (username, message) => {
    const issue = firstMessage(signupSchema.safeParse({ ...valid, username }));
    expect(issue.path).toEqual(['username']);
    expect(issue.message).toBe(message);
  });

  it('accepts usernames of exactly 3 and 32 allowed characters', () => {
    expect(signupSchema.safeParse({ ...valid, username: 'a.b' }).success).toBe(true);
    expect(signupSchema.safeParse({ ...valid, username: 'A1_-.'.padEnd(32, 'z') }).success).toBe(true);
  });

  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Email must be a valid email address'],
    ['a@b', 'Email must be a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Email must be at most 254 characters long'],
  ])('refuses email %j with %j', (email, message) => {
    const issue = firstMessage(signupSchema.safeParse({ ...valid, email }));
    expect(issue.path).toEqual(['email']);
    expect(issue.message).toBe(message);
  });

  it('uses 6 and 256 as the password bounds', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(PASSWORD_MAX).toBe(256);
    expect(signupSchema.safeParse({ ...valid, password: 'x'.repeat(6) }).success).toBe(true);
    expect(signupSchema.safeParse({ ...valid, password: 'x'.repeat(256) }).success).toBe(true);
  });

  it.each([
    ['', 'Password is required'],
    ['12345', 'Password must be at least 6 characters long'],
    ['x'.repeat(257), 'Password must be at most 256 characters long'],
  ])('refuses password of length %#', (password, message) => {
    const issue = firstMessage(signupSchema.safeParse({ ...valid, password }));
    expect(issue.path).toEqual(['password']);
    expect(issue.message).toBe(message);
  });

  it('names each missing field', () => {
    const result = signupSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ username: 'Username is required', email: 'Email is required', password: 'Password is required' });
  });
});

describe('signupFormSchema', () => {
  it('refuses a confirmation that differs, on the confirmPassword field', () => {
    const issue = firstMessage(signupFormSchema.safeParse({ ...valid, confirmPassword: 'something-else' }));
    expect(issue.path).toEqual(['confirmPassword']);
    expect(issue.message).toBe('Passwords do not match');
  });

  it('accepts a matching confirmation', () => {
    expect(signupFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });

  it('requires the confirmation', () => {
    const issue = firstMessage(signupFormSchema.safeParse({ ...valid, confirmPassword: '' }));
    expect(issue.message).toBe('Confirm password is required');
  });
});

describe('loginSchema', () => {
  it('trims and lower-cases the email, keeps the password as typed', () => {
    expect(loginSchema.parse({ email: '  Ada@Example.COM ', password: ' Secret ' })).toEqual({
      email: 'ada@example.com',
      password: ' Secret ',
    });
  });

  it('does not apply the signup minimum length to existing passwords', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'abc' }).success).toBe(true);
  });

  it.each([
    [{ password: 'secret1' }, ['email'], 'Email is required'],
    [{ email: '   ', password: 'secret1' }, ['email'], 'Email is required'],
    [{ email: 'a@b.co' }, ['password'], 'Password is required'],
    [{ email: 'a@b.co', password: '' }, ['password'], 'Password is required'],
    [{ email: 'a@b.co', password: 'x'.repeat(257) }, ['password'], 'Password must be at most 256 characters long'],
  ])('refuses %j', (input, path, message) => {
    const issue = firstMessage(loginSchema.safeParse(input));
    expect(issue.path).toEqual(path);
    expect(issue.message).toBe(message);
  });
});

describe('control characters in every field', () => {
  it.each([
    [loginSchema, { email: 'a\u0000@x.com', password: 'secret-pw' }, 'email'],
    [loginSchema, { email: 'a@x.com', password: 'secret\u0000' }, 'password'],
    [signupSchema, { ...valid, username: 'ada\u0000' }, 'username'],
    [signupSchema, { ...valid, email: 'ada\ud800@example.com' }, 'email'],
    [signupFormSchema, { ...valid, confirmPassword: '\u0000' }, 'confirmPassword'],
  ] as const)('refuses them with a message naming the field (%#)', (schema, input, field) => {
    const issue = firstMessage(schema.safeParse(input));
    expect(issue.path).toEqual([field]);
    expect(issue.message).toMatch(/must not contain control characters$/);
  });
});
