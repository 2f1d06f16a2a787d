import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, signupFormSchema } from '../../common/auth-schemas';
import { checkForm, readForm } from './form.server';

function formData(entries: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}

describe('readForm', () => {
  it('reads the named fields as text, a missing field or a file as empty', () => {
    const form = formData({ email: 'a@example.com', avatar: new Blob(['x']) });
    expect(readForm(form, ['email', 'password', 'avatar'])).toEqual({ email: 'a@example.com', password: '', avatar: '' });
  });
});

describe('checkForm', () => {
  it('answers the first message of every field that breaks a rule, at once', () => {
    const values = readForm(formData({ username: 'a', email: 'not-an-email', password: 'short', confirmPassword: 'other' }), [
      'username',
      'email',
      'password',
      'confirmPassword',
    ]);
    const checked = checkForm(signupFormSchema, values);
    expect(checked.ok).toBe(false);
    expect(Object.keys(checked.errors).sort()).toEqual(['confirmPassword', 'email', 'password', 'username']);
    expect(checked.errors.email).toBe('Email must be a valid email address');
  });

  it('names a confirmation that differs under the confirmation field', () => {
    const checked = checkForm(changePasswordFormSchema, {
      currentPassword: 'old password 1',
      newPassword: 'a new password 22',
      confirmPassword: 'a new password 23',
    });
    expect(checked).toEqual({ ok: false, errors: { confirmPassword: 'Passwords do not match' } });
  });

  it('gives the parsed data when every rule holds', () => {
    const checked = checkForm(signupFormSchema, {
      username: 'new_learner',
      email: 'New@Example.com',
      password: 'a long enough password',
      confirmPassword: 'a long enough password',
    });
    expect(checked.ok && checked.data.email).toBe('new@example.com');
  });
});
