import { useSessionStore } from '@portal/session';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readPrerenderedForm } from '../../../boot/prerendered-form';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { RETURN_TO_PARAM, safeReturnTo } from '../../../routing/navigation-decision';
import { Notice, ShellButton, TextField } from '../../../ui/controls';
import { emailCheck, requiredCheck } from '../../../ui/field-checks';
import { useFieldChecks } from '../../../ui/use-field-checks';
import { authErrorMessage, errorStatus } from '../auth-error-message';

/** Set by the reset/confirm pages when they send the user here (router state). */
export interface LoginLocationState {
  notice?: 'passwordChanged' | 'accountConfirmed';
}

/**
 * /login (spec §2, §4, §5, §8): e-mail + password, then — when the account needs it (403) — the 2FA code step.
 * Empty e-mail or password: "E-mail address and/or password is empty." without calling the server; wrong
 * credentials: "E-mail address and/or password is not correct."; 403: "A 2FA code is sent." and a code field.
 * Fields validate on blur and, after a submit, as the user types (spec §5): an e-mail that is not an e-mail
 * address gets "Please enter a valid email address." without calling the server.
 * When the server ended the session (a 401 on a signed-in call) it says "Your session has ended, please sign in
 * again."; a deactivated organization and a locked account get their own messages.
 * After sign-in the user lands on the page they came for (`returnTo`), else on /.
 */
export function LoginPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const login = useSessionStore((s) => s.login);
  const { t: tv } = useTranslation('validation');
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const notice = (location.state as LoginLocationState | null)?.notice;
  const signOutReason = useSessionStore((s) => s.signOutReason);
  const required = requiredCheck(tv('required'));
  // What was typed into the form the server sent before the JavaScript (issue 18) is kept, focus included.
  const [prerendered] = useState(() => readPrerenderedForm('login'));
  const fields = useFieldChecks(
    {
      email: (value, validity) => required(value) ?? emailCheck(tv('email'))(value, validity),
      password: (value) => (step === 'credentials' ? required(value) : null),
      code: (value) => (step === 'code' ? required(value) : null),
    },
    prerendered.values,
  );
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (prerendered.focused)
      formRef.current?.querySelector<HTMLElement>(`[name="${prerendered.focused}"]`)?.focus();
  }, [prerendered]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '', password = '', code = '' } = fields.values;
    setError(null);
    if (!fields.check()) {
      if (step === 'code') setError(t('messages.codeEmpty'));
      else if (!email.trim() || !password) setError(t('messages.credentialsEmpty'));
      else setError(tv('formIncomplete'));
      return;
    }
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password, ...(step === 'code' ? { code: code.trim() } : {}) });
      navigate(safeReturnTo(searchParams.get(RETURN_TO_PARAM)), { replace: true });
    } catch (failure) {
      const status = errorStatus(failure);
      if (status === 403 && step === 'credentials') {
        setStep('code');
      } else {
        setError(
          authErrorMessage(failure, t, {
            401: t('messages.credentialsWrong'),
            403: t('messages.codeWrong'),
          }),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <h2 className="shell-title-2">{t('login.title')}</h2>
      {notice && (
        <Notice type="success" role="status">
          {notice === 'accountConfirmed' ? t('setPassword.confirmed') : t('messages.passwordChanged')}
        </Notice>
      )}
      {signOutReason === 'sessionEnded' && !notice && (
        <Notice type="info" role="status">
          {t('messages.sessionEnded')}
        </Notice>
      )}
      {step === 'code' && (
        <Notice type="info" role="status">
          {t('messages.codeSent')}
        </Notice>
      )}
      {error && (
        <Notice type="error" role="alert">
          {error}
        </Notice>
      )}
      <form
        ref={formRef}
        name="login"
        method="post"
        className="shell-form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          readOnly={step === 'code'}
          autoFocus={step === 'credentials'}
          {...fields.bind('email')}
        />
        {step !== 'code' && (
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            {...fields.bind('password')}
          />
        )}
        {step === 'code' && (
          <TextField
            label={t('login.code')}
            hint={t('login.codeHelp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            {...fields.bind('code')}
          />
        )}
        <ShellButton variant="primary" type="submit" block loading={submitting}>
          {t('login.submit')}
        </ShellButton>
      </form>
      <p className="shell-after-form">
        {step === 'code' ? (
          <ShellButton
            variant="link"
            onClick={() => {
              setStep('credentials');
              setError(null);
              fields.reset();
            }}
          >
            {t('login.back')}
          </ShellButton>
        ) : (
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        )}
      </p>
    </>
  );
}
