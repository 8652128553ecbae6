import { Messages } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { canChangeTwoFactor, isUserManager, useSessionStore } from '@portal/session';
import { ErrorResult, useApiError } from '@portal/ui';
import { App, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useCurrentUserQuery } from '../api/get-current-user';
import { useSetTwoFactorMutation } from '../api/set-two-factor';

/**
 * The own two-factor setting (spec §6, PUT /users/me/two-factor): a switch bound to the current value. Users
 * holding authorized to sign or financial responsible always use 2FA: the switch is disabled with an
 * explanation (the server answers 403 anyway); so do user managers, whose role always uses 2FA (spec §6 roles table;
 * the server keeps it on for them). A change shows "Changes saved".
 */
export function TwoFactorCard() {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const sessionUser = useSessionStore((state) => state.user);
  const me = useCurrentUserQuery();
  const twoFactor = useSetTwoFactorMutation();
  // Spec §6: only users with neither authorized to sign nor financial responsible may change it; a user manager
  // may, but the role always signs in with a code (roles table), so for them the switch is shown on and locked too.
  const changeable = canChangeTwoFactor(sessionUser) && !isUserManager(sessionUser);
  const lockedKey = canChangeTwoFactor(sessionUser) ? 'profile.twoFactor.lockedUserManager' : 'profile.twoFactor.locked';

  async function change(enabled: boolean) {
    try {
      await twoFactor.mutateAsync(enabled);
      message.success(translateText(Messages.changesSaved));
    } catch (error) {
      showApiError(error);
    }
  }

  return (
    <Card title={t('profile.twoFactor.title')}>
      {me.isError ? (
        <ErrorResult error={me.error} onRetry={() => void me.refetch()} />
      ) : !me.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex vertical gap={8}>
          <Flex align="center" gap={12}>
            <Switch
              id="two-factor-switch"
              checked={me.data.twoFactorEnabled}
              disabled={!changeable}
              loading={twoFactor.isPending}
              onChange={(checked) => void change(checked)}
              aria-describedby="two-factor-help"
            />
            <label htmlFor="two-factor-switch">{t('profile.twoFactor.label')}</label>
          </Flex>
          <Typography.Text type="secondary" id="two-factor-help">
            {changeable ? t('profile.twoFactor.help') : t(lockedKey)}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
