import { PASSWORD_MIN_LENGTH } from '@portal/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { Notice, ShellButton, TextField } from '../../../ui/controls';
import { authErrorMessage } from '../auth-error-message';
import type { LoginLocationState } from '../pages/login-page';

interface SetPasswordValues {
  password?: string;
  confirmation?: string;
}

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
 * New password + confirmation (spec §5): both must match — otherwise "Passwords don't match." without calling
 * the server — and the password must have the minimum length. On success the user goes to /login with a message.
 */
export function SetPasswordForm({ title, intro, linkValid, save, notice }: SetPasswordFormProps) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const [values, setValues] = useState<SetPasswordValues>({});
  const field = (name: keyof SetPasswordValues) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password = '', confirmation = '' } = values;
    setError(null);
    if (!password) return setError(t('messages.passwordEmpty'));
    if (password !== confirmation) return setError(t('messages.passwordsDontMatch'));
    if (password.length < PASSWORD_MIN_LENGTH) return setError(t('setPassword.tooShort', { count: PASSWORD_MIN_LENGTH }));
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
              {...field('password')}
            />
            <TextField label={t('setPassword.confirmation')} type="password" autoComplete="new-password" {...field('confirmation')} />
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
