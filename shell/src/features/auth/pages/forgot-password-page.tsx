import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { Notice, ShellButton, TextField } from '../../../ui/controls';
import { emailCheck, requiredCheck } from '../../../ui/field-checks';
import { useFieldChecks } from '../../../ui/use-field-checks';
import { requestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../auth-error-message';

/**
 * /forgot-password (spec §2, §5, §7): asks the server to mail a reset link. Empty e-mail: "E-mail address is
 * empty." and an address that is not one "Sorry, not all fields are filled in correctly.", with the field's own
 * message under it ("Please enter a valid email address.", also on blur, spec §5), without calling the server;
 * success: "An e-mail is sent." (the server answers the same whether or not the address exists).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { t: tv } = useTranslation('validation');
  const fields = useFieldChecks({
    email: (value, validity) => requiredCheck(tv('required'))(value) ?? emailCheck(tv('email'))(value, validity),
  });
  const email = fields.values.email ?? '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSent(false);
    if (!fields.check()) return setError(email.trim() ? tv('formIncomplete') : t('messages.emailEmpty'));
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
          type="email"
          autoComplete="username"
          autoFocus
          {...fields.bind('email')}
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
