import { Space, Tag } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

/** The status flags of an organization (spec §4): inactive or active, prospect, reseller. */
export interface OrganizationStatusTagsProps {
  isInactive: boolean;
  isProspect: boolean;
  isReseller: boolean;
}

/**
 * The status tags of an organization (spec §4): "Active" or "Inactive", plus "Prospect" and "Reseller" when
 * set. Used in the customer list and the organization header.
 */
export function OrganizationStatusTags({ isInactive, isProspect, isReseller }: OrganizationStatusTagsProps) {
  const { t } = useCustomersTranslation();
  // Solid tags with white text: antd's light preset tags fail WCAG AA contrast (axe "serious").
  return (
    <Space size={4} wrap>
      {isInactive ? <Tag color="default">{t('status.inactive')}</Tag> : <Tag color="#237804">{t('status.active')}</Tag>}
      {isProspect && <Tag color="#8a5300">{t('status.prospect')}</Tag>}
      {isReseller && <Tag color="#0b5cab">{t('status.reseller')}</Tag>}
    </Space>
  );
}
