import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { SetPasswordForm } from '../components/set-password-form';
import { confirmAccount } from '../api/confirm-account';

/**
 * /confirm-password?confirmationToken&userId (spec §2, §7): a new user confirms the account by choosing a
 * password.
 */
export function ConfirmPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const confirmationToken = params.get('confirmationToken') ?? '';
  const userId = Number(params.get('userId'));
  return (
    <SetPasswordForm
      title={t('setPassword.confirmTitle')}
      intro={t('setPassword.confirmIntro')}
      linkValid={!!confirmationToken && Number.isInteger(userId) && userId > 0}
      save={(password) => confirmAccount(userId, confirmationToken, password)}
      notice="accountConfirmed"
    />
  );
}
