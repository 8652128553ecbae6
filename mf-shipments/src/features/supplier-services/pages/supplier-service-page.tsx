import { EditOutlined, ExportOutlined } from '@ant-design/icons';
import { normalizeError } from '@portal/api';
import type {
  SupplierServicePage as SupplierServicePageData,
  SupplierServiceSubsystem,
} from '@portal/domain';
import { useLocale } from '@portal/i18n';
import {
  EmptyState,
  ErrorResult,
  PageHeader,
  RichTextView,
  isHttpUrl,
  preloadRichTextEditor,
} from '@portal/ui';
import { Button, Card, Flex, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { SupplierLogo } from '../../../shared/components/supplier-logo';
import { providerTypeText, textInLocale } from '../../../shared/components/supplier-texts';
import { useSupplierServicePageQuery } from '../api/get-supplier-service-page';
import { SupplierServiceContacts } from '../components/supplier-service-contacts';
import { SupplierServiceDocuments } from '../components/supplier-service-documents';
import { SupplierServiceEditModal } from '../components/supplier-service-edit-modal';
import { SupplierServiceSection } from '../components/supplier-service-section';
import { useCanEditSupplierServices } from '../hooks/use-can-edit-supplier-services';

/** Props of {@link SupplierServicePage}. */
export interface SupplierServicePageProps {
  /** The page's subsystem: 3 (/northsea), 4 (/lowlands), 5 (/globesim) or 8 (/tracktech); SUPPLIER_SERVICE_PAGES. */
  subsystem: SupplierServiceSubsystem;
}

/**
 * A supplier service page (issue 15; spec §2 "four pages at paths named after suppliers, one per supplier:
 * subsystems 3, 4, 5 and 8", access by subsystem): the one template of /northsea, /lowlands, /globesim and
 * /tracktech. The heading is the presented supplier's logo and name (server data; "Supplier service" while staff
 * have chosen none) with its provider type and "Go to portal" (a new tab without our window, `noopener noreferrer`,
 * only for an http(s) address); then "About this service" (the description in the interface language, else the
 * other one, as sanitized rich text; "No description yet."), "Documents" (SupplierServiceDocuments) and "Contacts"
 * (SupplierServiceContacts). Editors (SUPPLIER_SERVICE_EDITOR_ROLES) get "Edit page" (SupplierServiceEditModal) and
 * the documents' "Add document" and "Delete". Loading: a skeleton; an organization without the subsystem (403):
 * "Your organization does not use this service."; a subsystem without a page (404) goes to the not-found page
 * through @portal/api (spec §8; standalone: "Page not found" in place); both without "Try again", other failures
 * with it.
 */
export function SupplierServicePage({ subsystem }: SupplierServicePageProps) {
  const { t } = useShipmentsTranslation();
  const query = useSupplierServicePageQuery(subsystem);

  if (query.data) return <SupplierServiceView page={query.data} />;

  let body: ReactNode;
  if (query.isError) {
    // Asking again gives the same answer to a user without the subsystem (403) or for a page that is not there (404).
    const status = normalizeError(query.error).status;
    const final = status === 403 || status === 404;
    body = (
      <ErrorResult
        error={query.error}
        title={status === 403 ? t('supplierService.forbidden') : undefined}
        onRetry={final ? undefined : () => void query.refetch()}
      />
    );
  } else {
    body = (
      <Card role="status" aria-busy="true" aria-label={t('supplierService.loading')}>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return (
    <article>
      <PageHeader title={t('routes.supplierService')} />
      {body}
    </article>
  );
}

/** The loaded page: heading with its actions, the three sections, and the edit dialog while it is open. */
function SupplierServiceView({ page }: { page: SupplierServicePageData }) {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  const canEdit = useCanEditSupplierServices();
  const [editing, setEditing] = useState(false);
  const supplier = page.supplier;
  const name = supplier?.name ?? t('routes.supplierService');
  const portalUrl = supplier?.portalUrl && isHttpUrl(supplier.portalUrl) ? supplier.portalUrl : null;
  const description = textInLocale(page.description, locale);

  return (
    <article>
      <Flex gap={16} align="flex-start">
        {supplier && <SupplierLogo supplier={supplier} size={64} />}
        <div style={{ flex: 1, minWidth: 0 }}>
          <PageHeader
            title={<span style={{ overflowWrap: 'anywhere' }}>{name}</span>}
            subtitle={supplier ? providerTypeText(supplier.providerType, t) : undefined}
            extra={
              (portalUrl || canEdit) && (
                <>
                  {portalUrl && (
                    <Button
                      type="primary"
                      href={portalUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      icon={<ExportOutlined aria-hidden />}
                      iconPlacement="end"
                      aria-label={t('supplierService.goToPortalLabel', { name })}
                    >
                      {t('supplierService.goToPortal')}
                    </Button>
                  )}
                  {canEdit && (
                    <Button
                      icon={<EditOutlined aria-hidden />}
                      onClick={() => setEditing(true)}
                      // The editor's code loads while the pointer or focus is on the button, not after the click.
                      onMouseEnter={() => void preloadRichTextEditor()}
                      onFocus={() => void preloadRichTextEditor()}
                    >
                      {t('supplierService.edit')}
                    </Button>
                  )}
                </>
              )
            }
          />
        </div>
      </Flex>
      <Flex vertical gap={16}>
        <SupplierServiceSection title={t('supplierService.about.title')}>
          {description.text ? (
            <div lang={description.lang}>
              <RichTextView html={description.text} />
            </div>
          ) : (
            <EmptyState description={t('supplierService.about.empty')} />
          )}
        </SupplierServiceSection>
        <SupplierServiceDocuments subsystem={page.subsystem} documents={page.documents} canEdit={canEdit} />
        <SupplierServiceContacts contacts={page.contacts} />
      </Flex>
      {editing && <SupplierServiceEditModal page={page} onClose={() => setEditing(false)} />}
    </article>
  );
}
