import { ErrorResult, PageHeader } from '@portal/ui';
import { Skeleton, Space, Tabs } from 'antd';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useOrganizationQuery } from '../api/get-organization';
import { OrganizationActions } from '../components/organization-actions';
import { OrganizationStatusTags } from '../components/organization-status-tags';
import { useCanWriteOrganizations } from '../../../shared/use-can-write-organizations';
import { OrganizationDetailReactContext, type OrganizationDetailContext } from '../../../shared/organization-detail-context';

/** The customer detail sub-menu (spec §2): tab key = path segment after /organizations/:id. */
const TABS = [
  { key: '', labelKey: 'detail.tabs.general' },
  { key: 'address', labelKey: 'detail.tabs.addresses' },
  { key: 'contacts', labelKey: 'detail.tabs.contacts' },
  { key: 'subcustomers', labelKey: 'detail.tabs.subcustomers' },
  { key: 'subsystems', labelKey: 'detail.tabs.subsystems' },
  { key: 'users', labelKey: 'detail.tabs.users' },
] as const;

/** The tab a path belongs to: `/organizations/7/subcustomers/3` → `subcustomers`. */
export function tabOfPath(pathname: string, id: string): string {
  const rest = pathname.replace(new RegExp(`^.*/organizations/${id}/?`), '');
  return rest.split('/')[0] ?? '';
}

/**
 * Customer detail (/organizations/:id/*, spec §2): a header with the organization's name and status, the write
 * actions for writers (activate/deactivate, delete), and the sub-menu General, Addresses, Contacts, Subcustomers,
 * Subsystems, Users as tabs that are links (each tab has its own URL, so reload and back work). The active tab
 * renders in the outlet, inside the active tab panel, with the organization in a React context
 * ({@link OrganizationDetailContext}, read with useOrganizationDetail).
 */
export function OrganizationDetailLayout() {
  const { t } = useCustomersTranslation();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canWrite = useCanWriteOrganizations();
  const organization = useOrganizationQuery(id);
  const current = organization.data;

  if (organization.isError) {
    return <ErrorResult error={organization.error} onRetry={() => void organization.refetch()} />;
  }
  if (!current) return <Skeleton active />;

  const context: OrganizationDetailContext = { organization: current, canWrite };
  const active = tabOfPath(pathname, String(id));

  return (
    <>
      <PageHeader
        title={
          <Space wrap>
            {current.name}
            <OrganizationStatusTags {...current} />
          </Space>
        }
        extra={canWrite && <OrganizationActions organization={current} />}
      />
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(key ? `/organizations/${id}/${key}` : `/organizations/${id}`)}
        items={TABS.map((tab) => ({
          key: tab.key,
          label: t(tab.labelKey),
          // The routed screen renders inside its own tab panel, so the tab and its content are linked for
          // assistive technology (aria-controls / aria-labelledby).
          children:
            tab.key === active ? (
              <OrganizationDetailReactContext.Provider value={context}>
                <Outlet />
              </OrganizationDetailReactContext.Provider>
            ) : null,
        }))}
      />
    </>
  );
}
