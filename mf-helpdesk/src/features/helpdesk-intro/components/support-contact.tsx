import { ErrorResult } from '@portal/ui';
import { Skeleton, Typography } from 'antd';
import { Trans } from 'react-i18next';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useSupportContactQuery } from '../api/get-support-contact';

/** Props of {@link SupportContact}. */
export interface SupportContactProps {
  /** The signed-in user's organization; null for staff, who have none. */
  organizationId: number | null;
}

/**
 * The support help snippet (spec §9: "Need help? Call us on {phone} or e-mail {email}.") with a tel: and a mailto:
 * link, the values from GET /organizations/{id}/account-manager (`support`), as on the account manager page. Staff
 * have no organization to ask it for: they read that customers see the phone number and e-mail address here.
 */
export function SupportContact({ organizationId }: SupportContactProps) {
  const { t } = useHelpdeskTranslation();
  const support = useSupportContactQuery(organizationId);

  if (organizationId === null) {
    return (
      <Typography.Paragraph style={{ margin: 0 }}>{t('helpdeskIntro.contact.staff')}</Typography.Paragraph>
    );
  }
  if (support.isError) return <ErrorResult error={support.error} onRetry={() => void support.refetch()} />;
  if (!support.data) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const { phone, email } = support.data;
  return (
    <Typography.Paragraph style={{ margin: 0 }} data-testid="support-snippet">
      <Trans
        t={t}
        i18nKey="helpdeskIntro.contact.help"
        values={{ phone, email }}
        components={{
          phoneLink: <a href={`tel:${phone.replace(/\s+/g, '')}`} />,
          emailLink: <a href={`mailto:${email}`} />,
        }}
      />
    </Typography.Paragraph>
  );
}
