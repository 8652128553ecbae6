import { EditOutlined, ExportOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { SimSupplier } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { DateText, formatDate, isHttpUrl } from '@portal/ui';
import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { SupplierLogo } from '../../../shared/components/supplier-logo';
import { providerTypeText, supplierDescription } from '../../../shared/components/supplier-texts';
import { RoamingListDownloadButton } from './roaming-list-download-button';

/** Props of {@link SupplierCard}. */
export interface SupplierCardProps {
  supplier: SimSupplier;
  /** Opens the edit dialog; given to editors only (SIM_MANAGEMENT_EDITOR_ROLES), who then see "Edit". */
  onEdit?: (supplier: SimSupplier) => void;
}

/**
 * One supplier of /simmanagement (issue 15; spec §2 "provider cards, 'Go to portal', roaming list upload and
 * download"; §3 Supplier): its logo (or initials), name (a level-2 heading), provider type and description in the
 * interface language; "Go to portal" opening the supplier's portal in a new tab without our window (`noopener
 * noreferrer`), only for an http(s) address (issue 21); for a supplier with a roaming list the date of the current
 * version with "Roaming list" (its page) and "Download", or "No roaming list uploaded yet."; "Edit" for editors.
 */
export function SupplierCard({ supplier, onEdit }: SupplierCardProps) {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  const description = supplierDescription(supplier.description, locale);
  const portalUrl = supplier.portalUrl && isHttpUrl(supplier.portalUrl) ? supplier.portalUrl : null;
  const roamingList = supplier.roamingList;
  const name = supplier.name;

  return (
    <Card
      style={{ height: '100%' }}
      styles={{ body: { height: '100%' } }}
      aria-labelledby={`supplier-${supplier.id}-name`}
      role="article"
    >
      <Flex vertical gap={12} style={{ height: '100%' }}>
        <Flex gap={12} align="center">
          <SupplierLogo supplier={supplier} />
          <div style={{ minWidth: 0 }}>
            <Typography.Title
              level={2}
              id={`supplier-${supplier.id}-name`}
              style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography.Title>
            <Typography.Text type="secondary">{providerTypeText(supplier.providerType, t)}</Typography.Text>
          </div>
        </Flex>
        {description && (
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
            {description}
          </Typography.Paragraph>
        )}
        {supplier.hasRoamingList &&
          (roamingList ? (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">
                {t('simManagement.card.roamingListOf')} <DateText value={roamingList.createdAt} />
              </Typography.Text>
              <Flex gap={8} wrap>
                <Link
                  to={`/simmanagement/suppliers/${supplier.id}`}
                  aria-label={t('simManagement.card.roamingListLabel', { name })}
                >
                  <UnorderedListOutlined aria-hidden /> {t('simManagement.card.roamingList')}
                </Link>
                <RoamingListDownloadButton
                  version={roamingList}
                  size="small"
                  ariaLabel={t('simManagement.card.downloadLabel', {
                    name,
                    date: formatDate(roamingList.createdAt, locale),
                  })}
                >
                  {t('simManagement.card.download')}
                </RoamingListDownloadButton>
              </Flex>
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('simManagement.card.noRoamingList')}</Typography.Text>
          ))}
        <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
          {portalUrl && (
            <Button
              type="primary"
              href={portalUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExportOutlined aria-hidden />}
              iconPlacement="end"
              aria-label={t('simManagement.card.goToPortalLabel', { name })}
            >
              {t('simManagement.card.goToPortal')}
            </Button>
          )}
          {onEdit && (
            <Button
              icon={<EditOutlined aria-hidden />}
              aria-label={t('simManagement.card.editLabel', { name })}
              onClick={() => onEdit(supplier)}
            >
              {t('simManagement.card.edit')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
