import { UploadOutlined } from '@ant-design/icons';
import { normalizeError } from '@portal/api';
import type { RoamingListVersion, SimSupplier } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { DateText, EmptyState, ErrorResult, PageHeader } from '@portal/ui';
import { Breadcrumb, Button, Card, Descriptions, Flex, Skeleton, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useIsStaff } from '../../../shared/hooks/use-is-staff';
import { supplierIdOf, useSimSupplierQuery } from '../api/get-sim-supplier';
import { RoamingChangesTab } from '../components/roaming-changes-tab';
import { RoamingListDownloadButton } from '../components/roaming-list-download-button';
import { RoamingListUploadModal } from '../components/roaming-list-upload-modal';
import { RoamingNetworksTab } from '../components/roaming-networks-tab';
import { RoamingVersionsTab } from '../components/roaming-versions-tab';
import { useCanEditSuppliers } from '../hooks/use-can-edit-suppliers';

/** The tabs of the page; "versions" is for staff only. */
const TABS = ['networks', 'changes', 'versions'] as const;
type RoamingTab = (typeof TABS)[number];

/**
 * A supplier's roaming list (/simmanagement/suppliers/:id; issue 15; spec §2 /simmanagement "roaming list upload and
 * download"): a breadcrumb back to SIM management, "Roaming list of <supplier>" as the title, the current version
 * (file, uploaded, uploader, networks) with "Download roaming list", and three tabs (in the URL, `?tab=`): Networks
 * (RoamingNetworksTab: search, technology filter, 20 per page), Changes (RoamingChangesTab: added, removed, changed
 * against the version before) and, for staff, Versions (RoamingVersionsTab: every version, each downloadable).
 * Editors get "Upload new version" (RoamingListUploadModal) while the supplier has a roaming list. No version yet:
 * "No roaming list uploaded yet."; a supplier without a roaming list: "This supplier has no roaming list.". A
 * supplier that does not exist or is not linked to the customer's organization answers 404, which @portal/api turns
 * into the not-found page (spec §8; standalone: "Page not found" in place); other failures show the error with "Try
 * again".
 */
export function RoamingListPage() {
  const { t } = useShipmentsTranslation();
  const id = supplierIdOf(useParams<{ id: string }>().id);
  const query = useSimSupplierQuery(id);
  const supplier = query.data;

  let body: ReactNode;
  if (id === null) {
    body = <ErrorResult title={t('errors:pageNotFound')} />;
  } else if (query.isError) {
    // Asking again for a supplier that is not there (404) gives the same answer: no retry then.
    const notFound = normalizeError(query.error).status === 404;
    body = <ErrorResult error={query.error} onRetry={notFound ? undefined : () => void query.refetch()} />;
  } else if (!supplier) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  }

  return (
    <article>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[
          { title: <Link to="/simmanagement">{t('routes.simManagement')}</Link> },
          { title: t('routes.roamingList') },
        ]}
      />
      {supplier ? (
        <RoamingListView supplier={supplier} />
      ) : (
        <>
          <PageHeader title={t('routes.roamingList')} />
          {body}
        </>
      )}
    </article>
  );
}

/** The heading with its actions, the current version and the tabs of one supplier's roaming list. */
function RoamingListView({ supplier }: { supplier: SimSupplier }) {
  const { t } = useShipmentsTranslation();
  const isStaff = useIsStaff();
  const canEdit = useCanEditSuppliers();
  const [uploading, setUploading] = useState(false);
  const current = supplier.hasRoamingList ? supplier.roamingList : null;

  return (
    <>
      <PageHeader
        title={
          <span style={{ overflowWrap: 'anywhere' }}>
            {t('simManagement.roaming.title', { name: supplier.name })}
          </span>
        }
        extra={
          <>
            {current && (
              <RoamingListDownloadButton version={current}>
                {t('simManagement.roaming.download')}
              </RoamingListDownloadButton>
            )}
            {canEdit && supplier.hasRoamingList && (
              <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(true)}>
                {t('simManagement.roaming.upload')}
              </Button>
            )}
          </>
        }
      />
      {current ? (
        <Flex vertical gap={16}>
          <CurrentVersionFacts version={current} />
          <RoamingListTabs supplierId={supplier.id} current={current} withVersions={isStaff} />
        </Flex>
      ) : (
        <Card>
          <EmptyState
            description={
              supplier.hasRoamingList
                ? t('simManagement.roaming.empty')
                : t('simManagement.roaming.noRoamingList')
            }
          />
        </Card>
      )}
      {uploading && <RoamingListUploadModal supplierId={supplier.id} onClose={() => setUploading(false)} />}
    </>
  );
}

/** The current version: file name, when and by whom it was uploaded, how many networks it lists. */
function CurrentVersionFacts({ version }: { version: RoamingListVersion }) {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('simManagement.roaming.current.title')}</h2>}
        items={[
          {
            key: 'file',
            label: t('simManagement.roaming.current.file'),
            children: <span style={{ overflowWrap: 'anywhere' }}>{version.fileName}</span>,
          },
          {
            key: 'uploadedAt',
            label: t('simManagement.roaming.current.uploadedAt'),
            children: <DateText value={version.createdAt} withTime />,
          },
          {
            key: 'uploadedBy',
            label: t('simManagement.roaming.current.uploadedBy'),
            children: version.uploadedBy ?? t('simManagement.none'),
          },
          {
            key: 'networks',
            label: t('simManagement.roaming.current.networks'),
            children: new Intl.NumberFormat(locale).format(version.entryCount),
          },
        ]}
      />
    </Card>
  );
}

/** The Networks, Changes and (staff) Versions tabs; the open one lives in `?tab=` (other parameters kept). */
function RoamingListTabs({
  supplierId,
  current,
  withVersions,
}: {
  supplierId: number;
  current: RoamingListVersion;
  withVersions: boolean;
}) {
  const { t } = useShipmentsTranslation();
  const [params, setParams] = useSearchParams();
  const shown = TABS.filter((tab) => tab !== 'versions' || withVersions);
  const active: RoamingTab = shown.find((tab) => tab === params.get('tab')) ?? 'networks';

  function openTab(key: string) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (key === 'networks') next.delete('tab');
      else next.set('tab', key);
      return next;
    });
  }

  const content: Record<RoamingTab, () => ReactNode> = {
    networks: () => <RoamingNetworksTab supplierId={supplierId} />,
    changes: () => <RoamingChangesTab version={current} />,
    versions: () => <RoamingVersionsTab supplierId={supplierId} />,
  };

  return (
    <Card>
      <Tabs
        activeKey={active}
        onChange={openTab}
        items={shown.map((tab) => ({
          key: tab,
          label: t(`simManagement.roaming.tabs.${tab}`),
          children: tab === active ? content[tab]() : null,
        }))}
      />
    </Card>
  );
}
