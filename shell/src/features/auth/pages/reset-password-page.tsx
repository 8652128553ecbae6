import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { SetPasswordForm } from '../components/set-password-form';
import { resetPassword } from '../api/reset-password';

/** /reset-password?resetToken&userId (spec §2, §7): sets a new password with the token from the e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken') ?? '';
  const userId = Number(params.get('userId'));
  return (
    <SetPasswordForm
      title={t('setPassword.resetTitle')}
      linkValid={!!resetToken && Number.isInteger(userId) && userId > 0}
      save={(password) => resetPassword(userId, resetToken, password)}
      notice="passwordChanged"
    />
  );
}
