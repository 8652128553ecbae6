import type { AccountManagerInfo } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { EmptyState, ErrorResult, PageHeader } from '@portal/ui';
import { Alert, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { Trans } from 'react-i18next';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useAccountManagerQuery } from '../api/get-account-manager';

/**
 * The organization's account manager (/account-manager, organization users; GET /organizations/{id}/account-manager):
 * name, e-mail (mailto link) and phone (tel link), or an empty state when the organization has none, and the
 * support help snippet of spec §9 with the support {phone} and {email} from the same answer.
 */
export function AccountManagerPage() {
  const { t } = useCustomersTranslation();
  const organizationId = useSessionStore((state) => state.user?.organizationId ?? null);
  const info = useAccountManagerQuery(organizationId);

  return (
    <>
      <PageHeader title={t('accountManager.title')} />
      {organizationId === null ? (
        <Alert type="info" showIcon title={t('accountManager.customersOnly')} />
      ) : info.isError ? (
        <ErrorResult error={info.error} onRetry={() => void info.refetch()} />
      ) : !info.data ? (
        <Skeleton active />
      ) : (
        <AccountManagerCard info={info.data} />
      )}
    </>
  );
}

function AccountManagerCard({ info }: { info: AccountManagerInfo }) {
  const { t } = useCustomersTranslation();
  const manager = info.accountManager;
  const { phone, email } = info.support;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Card title={t('accountManager.cardTitle')}>
        {manager ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('accountManager.fields.name')}>{manager.name}</Descriptions.Item>
            <Descriptions.Item label={t('accountManager.fields.email')}>
              <a href={`mailto:${manager.email}`}>{manager.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label={t('accountManager.fields.phoneNumber')}>
              {manager.phoneNumber ? (
                <a href={`tel:${manager.phoneNumber.replace(/\s+/g, '')}`}>{manager.phoneNumber}</a>
              ) : (
                t('common.empty')
              )}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <EmptyState description={t('accountManager.none')} />
        )}
      </Card>
      <Card title={t('accountManager.supportTitle')}>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="support-snippet">
          <Trans
            t={t}
            i18nKey="accountManager.help"
            values={{ phone, email }}
            components={{
              phoneLink: <a href={`tel:${phone.replace(/\s+/g, '')}`} />,
              emailLink: <a href={`mailto:${email}`} />,
            }}
          />
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
