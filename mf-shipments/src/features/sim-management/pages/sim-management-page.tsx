import type { SimSupplier } from '@portal/domain';
import { EmptyState, ErrorResult, OrganizationPicker, PageHeader, useListParams } from '@portal/ui';
import { Card, Col, Row, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useIsStaff } from '../../../shared/hooks/use-is-staff';
import { useSimSuppliersQuery } from '../api/list-sim-suppliers';
import { SupplierCard } from '../components/supplier-card';
import { SupplierDetailsModal } from '../components/supplier-details-modal';
import { useCanEditSuppliers } from '../hooks/use-can-edit-suppliers';

/** The organization of the URL (`?organization=7`), or undefined when it is missing or no positive integer. */
function organizationOf(params: URLSearchParams): number | undefined {
  const id = Number(params.get('organization'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** How many placeholder cards show while the suppliers load. */
const LOADING_CARDS = 3;

/**
 * SIM management (/simmanagement; issue 15; spec §2 /simmanagement "SIM management with provider cards, 'Go to
 * portal', roaming list upload and download", no restriction; §3 Supplier): one card per supplier (SupplierCard) in
 * a grid of one to four columns, by name. Organization users see the suppliers linked to their organization; staff
 * see every supplier or, picked in the customer picker (kept in the URL as `?organization=7`, cleared for "All
 * suppliers"), those of one organization. Editors (SIM_MANAGEMENT_EDITOR_ROLES) get "Edit" on each card
 * (SupplierDetailsModal). Loading: placeholder cards; a failed load: the error with "Try again"; none: "No suppliers
 * are linked to your organization." (customers) or "This organization has no suppliers." (staff, an organization
 * picked).
 */
export function SimManagementPage() {
  const { t } = useShipmentsTranslation();
  const isStaff = useIsStaff();
  const canEdit = useCanEditSuppliers();
  const [params] = useSearchParams();
  const setParams = useListParams();
  const organizationId = isStaff ? organizationOf(params) : undefined;
  const suppliers = useSimSuppliersQuery(organizationId);
  const [editing, setEditing] = useState<SimSupplier | null>(null);

  const emptyText = !isStaff
    ? t('simManagement.list.empty')
    : organizationId !== undefined
      ? t('simManagement.list.emptyOrganization')
      : t('simManagement.list.emptyAll');

  let body: ReactNode;
  if (suppliers.isError) {
    body = <ErrorResult error={suppliers.error} onRetry={() => void suppliers.refetch()} />;
  } else if (!suppliers.data) {
    body = (
      <Row gutter={[16, 16]} aria-busy="true" aria-label={t('simManagement.list.loading')} role="region">
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Col key={index} xs={24} md={12} xl={8} xxl={6}>
            <Card>
              <Skeleton active avatar paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (suppliers.data.length === 0) {
    body = (
      <Card>
        <EmptyState description={emptyText} />
      </Card>
    );
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {suppliers.data.map((supplier) => (
          <Col key={supplier.id} xs={24} md={12} xl={8} xxl={6}>
            <SupplierCard supplier={supplier} onEdit={canEdit ? setEditing : undefined} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <>
      <PageHeader
        title={t('routes.simManagement')}
        subtitle={isStaff ? t('simManagement.list.staffIntro') : t('simManagement.list.intro')}
        extra={
          isStaff && (
            <OrganizationPicker
              value={organizationId}
              onChange={(id) => setParams({ organization: id })}
              allowClear
              placeholder={t('simManagement.list.allSuppliers')}
              style={{ minWidth: 300 }}
            />
          )
        }
      />
      {body}
      {editing && <SupplierDetailsModal supplier={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
