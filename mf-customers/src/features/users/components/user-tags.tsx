import { StatusTag } from '@portal/ui';
import { Flex, Tag } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

/** A user's roles (codes "0".."4", spec §3) as tags with their names. */
export function RoleTags({ roles }: { roles: string[] }) {
  const { t } = useCustomersTranslation();
  return (
    <Flex gap={4} wrap>
      {roles.map((code) => (
        <Tag key={code}>{t(`roles.${code}`)}</Tag>
      ))}
    </Flex>
  );
}

/** Two-factor sign-in: "On" (green) or "Off". */
export function TwoFactorTag({ enabled }: { enabled: boolean }) {
  const { t } = useCustomersTranslation();
  return enabled ? <StatusTag tone="success">{t('users.twoFactorOn')}</StatusTag> : <Tag>{t('users.twoFactorOff')}</Tag>;
}

/** "Confirmed", or "Invitation pending" while the user has not set a password. */
export function ConfirmationTag({ confirmed }: { confirmed: boolean }) {
  const { t } = useCustomersTranslation();
  return confirmed ? (
    <StatusTag tone="info">{t('users.status.confirmed')}</StatusTag>
  ) : (
    <StatusTag tone="warning">{t('users.status.pending')}</StatusTag>
  );
}
