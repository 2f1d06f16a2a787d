import { FormField } from '~/components/ui/form-field';
import { NEW_PASSWORD_HINT, PASSWORD_MIN } from '../../../common/auth-rules';
import type { FieldErrors } from '../../../common/validation';

/**
 * A new password and its confirmation, as sign-up, the reset page and the account settings ask for them: the
 * rules as a hint before anyone types (common/auth-rules.ts), each field's error from the server's answer.
 * `name` is the new password's field (`password`, or `newPassword` beside a current one); the confirmation is
 * always `confirmPassword`, as the schemas of common/auth-schemas.ts name it.
 */
export function NewPasswordFields({
  label = 'Password',
  confirmLabel = 'Confirm Password',
  name = 'password',
  errors,
}: {
  label?: string;
  confirmLabel?: string;
  name?: 'password' | 'newPassword';
  errors: FieldErrors;
}) {
  return (
    <>
      <FormField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={NEW_PASSWORD_HINT}
        error={errors[name]}
      />
      <FormField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        error={errors.confirmPassword}
      />
    </>
  );
}
