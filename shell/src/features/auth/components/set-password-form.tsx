import { PASSWORD_MIN_LENGTH } from '@portal/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { Notice, ShellButton, TextField } from '../../../ui/controls';
import { requiredCheck } from '../../../ui/field-checks';
import { useFieldChecks } from '../../../ui/use-field-checks';
import { authErrorMessage } from '../auth-error-message';
import type { LoginLocationState } from '../pages/login-page';

/** Props of {@link SetPasswordForm}. */
export interface SetPasswordFormProps {
  title: string;
  intro?: ReactNode;
  /** False when the link lacks its token or user id: the form is replaced by an explanation. */
  linkValid: boolean;
  /** Saves the new password on the server; rejects with the API error. */
  save: (password: string) => Promise<unknown>;
  /** What /login tells the user afterwards. */
  notice: NonNullable<LoginLocationState['notice']>;
}

/**
 * New password + confirmation (spec §5): both must match — otherwise "Passwords don't match." on the
 * confirmation, without calling the server — and the password must have the minimum length. Fields validate on
 * blur and, after a submit, as the user types; a submit with errors says "Sorry, not all fields are filled in
 * correctly." above the form. On success the user goes to /login with a message.
 */
export function SetPasswordForm({ title, intro, linkValid, save, notice }: SetPasswordFormProps) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const { t: tv } = useTranslation('validation');
  const required = requiredCheck(tv('required'));
  const fields = useFieldChecks({
    password: (value) =>
      required(value) ?? (value.length < PASSWORD_MIN_LENGTH ? t('setPassword.tooShort', { count: PASSWORD_MIN_LENGTH }) : null),
    confirmation: (value, _validity, values) =>
      required(value) ?? (value !== (values.password ?? '') ? t('messages.passwordsDontMatch') : null),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = fields.values.password ?? '';
    setError(null);
    if (!fields.check()) return setError(tv('formIncomplete'));
    setSubmitting(true);
    try {
      await save(password);
      navigate('/login', { replace: true, state: { notice } satisfies LoginLocationState });
    } catch (failure) {
      setError(authErrorMessage(failure, t));
      setSubmitting(false);
    }
  };

  return (
    <>
      <h2 className="shell-title-2">{title}</h2>
      {intro && <p>{intro}</p>}
      {!linkValid ? (
        <Notice type="error" role="alert">
          {t('setPassword.invalidLink')}
        </Notice>
      ) : (
        <>
          {error && (
            <Notice type="error" role="alert">
              {error}
            </Notice>
          )}
          <form name="set-password" className="shell-form" onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label={t('setPassword.password')}
              type="password"
              autoComplete="new-password"
              autoFocus
              {...fields.bind('password')}
            />
            <TextField label={t('setPassword.confirmation')} type="password" autoComplete="new-password" {...fields.bind('confirmation')} />
            <ShellButton variant="primary" type="submit" block loading={submitting}>
              {t('setPassword.submit')}
            </ShellButton>
          </form>
        </>
      )}
      <p className="shell-after-form">
        <Link to="/login">{t('setPassword.back')}</Link>
      </p>
    </>
  );
}
