import { PageHeader } from '@portal/ui';
import { Card, Flex } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { ChangePasswordForm } from '../components/change-password-form';
import { TwoFactorCard } from '../components/two-factor-card';

/**
 * "Password and 2FA" (/profile/password, spec §5 change password, §6 two-factor setting): the change-password
 * form and the own 2FA switch.
 */
export function PasswordPage() {
  const { t } = useCustomersTranslation();
  return (
    <>
      <PageHeader title={t('profile.password.title')} />
      <Flex vertical gap={16}>
        <Card title={t('profile.password.cardTitle')}>
          <ChangePasswordForm />
        </Card>
        <TwoFactorCard />
      </Flex>
    </>
  );
}
