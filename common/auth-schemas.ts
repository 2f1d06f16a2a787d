import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './auth-rules';
import { textField } from './validation';

/** Shared by the signup form, its server action and POST /api/auth/signup. */
export { PASSWORD_MAX, PASSWORD_MIN } from './auth-rules';

export const usernameField = textField('Username')
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters long`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters long`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, digits, _, - and .');

export const emailField = textField('Email')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters long')
  .pipe(z.email({ message: 'Email must be a valid email address' }))
  .transform((v) => v.toLowerCase());

export const newPasswordField = textField('Password')
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

export const signupSchema = z.object({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
  /** "Send me tips and offers in my inbox" (issue 30): absent or false unless the person ticks it. */
  marketingConsent: z.boolean({ message: 'marketingConsent must be true or false' }).optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The form adds the confirmation, which the JSON API does not need. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: textField('Confirm password').min(1, 'Confirm password is required') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

export const loginSchema = z.object({
  email: textField('Email')
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters long')
    .transform((v) => v.toLowerCase()),
  password: textField('Password').min(1, 'Password is required').max(PASSWORD_MAX, 'Password must be at most 256 characters long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const confirmPasswordField = textField('Confirm password').min(1, 'Confirm password is required');

/** Forgot password: only the address; the answer is the same whether or not it has an account. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** 256 random bits in base64url, as in the emailed link. */
export const resetTokenField = textField('token').regex(/^[A-Za-z0-9_-]{43}$/, 'token is not a valid password reset token');

/** POST /api/auth/reset-password; the page adds the confirmation. Same password rules and messages as signup. */
export const resetPasswordSchema = z.object({ token: resetTokenField, password: newPasswordField });
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: confirmPasswordField })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

export const changeUsernameSchema = z.object({ username: usernameField });

const currentPasswordField = textField('Current password')
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX, 'Current password must be at most 256 characters long');

/** POST /api/account/password; the page adds the confirmation of the new one. */
export const changePasswordSchema = z.object({ currentPassword: currentPasswordField, newPassword: newPasswordField });
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

/** DELETE /api/account and the page's form: the password proves it is the owner at the keyboard. */
export const deleteAccountSchema = z.object({
  password: textField('Password').min(1, 'Password is required').max(PASSWORD_MAX, 'Password must be at most 256 characters long'),
});
