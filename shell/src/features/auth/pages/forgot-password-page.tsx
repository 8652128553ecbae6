import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { Notice, ShellButton, TextField } from '../../../ui/controls';
import { requestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../auth-error-message';

/**
 * /forgot-password (spec §2, §5, §7): asks the server to mail a reset link. Empty e-mail: "E-mail address is
 * empty." without calling the server; success: "An e-mail is sent." (the server answers the same whether or not
 * the address exists).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [email, setEmail] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSent(false);
    if (!email.trim()) return setError(t('messages.emailEmpty'));
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(authErrorMessage(failure, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <h2 className="shell-title-2">{t('forgot.title')}</h2>
      <p>{t('forgot.intro')}</p>
      {sent && (
        <Notice type="success" role="status">
          {t('messages.emailSent')}
        </Notice>
      )}
      {error && (
        <Notice type="error" role="alert">
          {error}
        </Notice>
      )}
      <form name="forgot" className="shell-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('forgot.email')}
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <ShellButton variant="primary" type="submit" block loading={submitting}>
          {t('forgot.submit')}
        </ShellButton>
      </form>
      <p className="shell-after-form">
        <Link to="/login">{t('forgot.back')}</Link>
      </p>
    </>
  );
}
