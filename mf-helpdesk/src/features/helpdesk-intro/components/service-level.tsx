import { ErrorResult } from '@portal/ui';
import { Skeleton, Typography } from 'antd';
import { Trans } from 'react-i18next';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useOrganizationQuery } from '../api/get-organization';

/** Props of {@link ServiceLevel}. */
export interface ServiceLevelProps {
  /** The signed-in customer's organization. */
  organizationId: number;
}

/**
 * The SLA level of the customer's organization (spec §3 "SLA level is shown on screens"; GET /organizations/{id}
 * `slaLevel`), e.g. "Your organization's service level (SLA) is Gold.", or that none is recorded.
 */
export function ServiceLevel({ organizationId }: ServiceLevelProps) {
  const { t } = useHelpdeskTranslation();
  const organization = useOrganizationQuery(organizationId);

  if (organization.isError) {
    return <ErrorResult error={organization.error} onRetry={() => void organization.refetch()} />;
  }
  if (!organization.data) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const level = organization.data.slaLevel?.trim();
  return (
    <Typography.Paragraph style={{ margin: 0 }} data-testid="sla-level">
      {level ? (
        <Trans
          t={t}
          i18nKey="helpdeskIntro.sla.level"
          values={{ level }}
          components={{ strong: <strong /> }}
        />
      ) : (
        t('helpdeskIntro.sla.none')
      )}
    </Typography.Paragraph>
  );
}
