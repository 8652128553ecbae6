import {
  SUBSYSTEM_IDS,
  type ServiceRequestListItem,
  type ServiceRequestStatusValue,
  type SubsystemOrganization,
} from '@portal/domain';
import {
  DataTable,
  DateText,
  ErrorResult,
  PageHeader,
  StatusTag,
  useApiError,
  useListFilter,
  type DataTableColumn,
  type DataTableQuery,
} from '@portal/ui';
import { App, Button, Card, Col, Flex, Row, Select, Skeleton, Space, Tabs, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useCanWriteOrganizations } from '../../../shared/use-can-write-organizations';
import type { ServiceRequestDecision } from '../api/decide-service-request';
import {
  serviceRequestsPageQuery,
  subsystemOrganizationsPageQuery,
  useDecideAnyServiceRequestMutation,
  useSubsystemSummaryQuery,
} from '../api/subsystem-overview';

const STATUSES: ServiceRequestStatusValue[] = ['open', 'granted', 'declined'];
/** URL parameters of the Requests tab carry this prefix, so the two tables keep their own page. */
const REQUESTS = 'requests.';
type TabKey = 'customers' | 'requests';

/** A subsystem id from the URL, or undefined when it is missing or not one the portal knows. */
function subsystemOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && SUBSYSTEM_IDS.includes(id) ? id : undefined;
}

/** The translated name of a subsystem id (its id when the catalog has none). */
function useSubsystemName(): (subsystem: number) => string {
  const { t } = useCustomersTranslation();
  return useCallback(
    (subsystem: number) => t(`subsystemNames.${subsystem}`, { defaultValue: String(subsystem) }),
    [t],
  );
}

/**
 * The staff Sub systems screen (/subsystems; spec §2 menu "Sub systems", issue 11; design: the spec names the
 * entry only). At the top, one card per subsystem with the number of customers holding it and its open "More
 * services" requests; a card filters the Customers tab to its holders. Customers tab: every organization with the
 * subsystems it holds and has asked for (search, subsystem filter, "With open requests"), linking to its
 * Subsystems tab where writers switch them. Requests tab: the requests of every customer by status (open first),
 * newest first, with Grant and Decline for staff writers (super admin, management, support). Tab, filters and
 * pages live in the URL.
 */
export function SubsystemsPage() {
  const { t } = useCustomersTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'requests' ? 'requests' : 'customers';
  const summary = useSubsystemSummaryQuery();
  const name = useSubsystemName();
  const openTotal = summary.data?.reduce((sum, row) => sum + row.openRequestCount, 0);

  function showTab(next: string) {
    setParams((previous) => {
      const kept = new URLSearchParams(previous);
      if (next === 'requests') kept.set('tab', 'requests');
      else kept.delete('tab');
      return kept;
    });
  }

  function showHolders(subsystem: number) {
    setParams(new URLSearchParams({ subsystem: String(subsystem) }));
  }

  return (
    <>
      <PageHeader title={t('subsystemOverview.title')} />
      {summary.isError ? (
        <ErrorResult error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }} aria-busy={summary.isPending}>
          {SUBSYSTEM_IDS.map((subsystem) => {
            const row = summary.data?.find((s) => s.subsystem === subsystem);
            return (
              <Col key={subsystem} xs={24} sm={12} lg={8} xxl={4}>
                <Card size="small" title={name(subsystem)} style={{ height: '100%' }}>
                  {row ? (
                    <Space orientation="vertical" size={2}>
                      <Typography.Text strong>
                        {t('subsystemOverview.cards.customers', { count: row.organizationCount })}
                      </Typography.Text>
                      <Typography.Text type={row.openRequestCount ? undefined : 'secondary'}>
                        {t('subsystemOverview.cards.openRequests', { count: row.openRequestCount })}
                      </Typography.Text>
                      <Button
                        type="link"
                        size="small"
                        style={{ padding: 0 }}
                        aria-label={t('subsystemOverview.cards.show', { name: name(subsystem) })}
                        onClick={() => showHolders(subsystem)}
                      >
                        {t('subsystemOverview.cards.showShort')}
                      </Button>
                    </Space>
                  ) : (
                    <Skeleton active paragraph={{ rows: 1 }} title={false} />
                  )}
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      <Card>
        <Tabs
          activeKey={tab}
          onChange={showTab}
          destroyOnHidden
          items={[
            { key: 'customers', label: t('subsystemOverview.tabs.customers'), children: <CustomersTab /> },
            {
              key: 'requests',
              label:
                openTotal !== undefined
                  ? t('subsystemOverview.tabs.requestsWithCount', { count: openTotal })
                  : t('subsystemOverview.tabs.requests'),
              children: <RequestsTab />,
            },
          ]}
        />
      </Card>
    </>
  );
}

/** The subsystem filter of both tabs: "All subsystems" or one of SUBSYSTEMS. */
function SubsystemSelect({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const { t } = useCustomersTranslation();
  const name = useSubsystemName();
  return (
    <Select<number>
      aria-label={t('subsystemOverview.filters.subsystem')}
      placeholder={t('subsystemOverview.filters.allSubsystems')}
      allowClear
      value={value}
      onChange={onChange}
      options={SUBSYSTEM_IDS.map((id) => ({ value: id, label: name(id) }))}
      style={{ minWidth: 240 }}
    />
  );
}

/** Every organization with the subsystems it holds (green) and has asked for (amber, "requested"). */
function CustomersTab() {
  const { t } = useCustomersTranslation();
  const name = useSubsystemName();
  const setFilter = useListFilter();
  const [params] = useSearchParams();
  const subsystem = subsystemOf(params.get('subsystem'));

  const columns = useMemo<DataTableColumn<SubsystemOrganization>[]>(
    () => [
      {
        key: 'name',
        title: t('subsystemOverview.columns.customer'),
        render: (_: unknown, row) => (
          <Space size={8} wrap>
            <Link
              to={`/organizations/${row.organizationId}/subsystems`}
              aria-label={t('subsystemOverview.openCustomer', { name: row.name })}
            >
              {row.name}
            </Link>
            {row.isInactive && <StatusTag tone="neutral">{t('subsystemOverview.inactive')}</StatusTag>}
          </Space>
        ),
      },
      {
        key: 'customerNumber',
        dataIndex: 'customerNumber',
        title: t('subsystemOverview.columns.customerNumber'),
      },
      {
        key: 'subsystems',
        title: t('subsystemOverview.columns.subsystems'),
        render: (_: unknown, row) =>
          row.subsystems.length || row.requestedSubsystems.length ? (
            <Flex gap={4} wrap>
              {row.subsystems.map((id) => (
                <StatusTag key={id} tone="success">
                  {name(id)}
                </StatusTag>
              ))}
              {row.requestedSubsystems.map((id) => (
                <StatusTag key={`r${id}`} tone="warning">
                  {t('subsystemOverview.requested', { name: name(id) })}
                </StatusTag>
              ))}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('subsystemOverview.none')}</Typography.Text>
          ),
      },
    ],
    [t, name],
  );

  const pageQuery = (query: DataTableQuery) =>
    subsystemOrganizationsPageQuery({
      page: query.page,
      pageSize: query.pageSize,
      search: query.search,
      subsystem,
      requested: query.filters.requested,
    });

  return (
    <DataTable<SubsystemOrganization>
      rowKey="organizationId"
      ariaLabel={t('subsystemOverview.customersLabel')}
      pageQuery={pageQuery}
      columns={columns}
      search={{ label: t('subsystemOverview.search') }}
      filters={[{ key: 'requested', label: t('subsystemOverview.filters.requested') }]}
      emptyText={t('subsystemOverview.customersEmpty')}
      toolbar={<SubsystemSelect value={subsystem} onChange={(id) => setFilter('subsystem', id)} />}
    />
  );
}

/** The "More services" requests of every organization by status, with Grant / Decline for writers on open ones. */
function RequestsTab() {
  const { t } = useCustomersTranslation();
  const name = useSubsystemName();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const canWrite = useCanWriteOrganizations();
  const [params] = useSearchParams();
  const setFilter = useListFilter(REQUESTS);
  const subsystem = subsystemOf(params.get(`${REQUESTS}subsystem`));
  const requestedStatus = params.get(`${REQUESTS}status`) as ServiceRequestStatusValue | null;
  const status: ServiceRequestStatusValue =
    requestedStatus && STATUSES.includes(requestedStatus) ? requestedStatus : 'open';
  const decision = useDecideAnyServiceRequestMutation();
  const [busy, setBusy] = useState<number | null>(null);

  async function decide(request: ServiceRequestListItem, next: ServiceRequestDecision) {
    setBusy(request.id);
    try {
      await decision.mutateAsync({ request, status: next });
      message.success(
        t(next === 'granted' ? 'subsystems.requests.granted' : 'subsystems.requests.declined', {
          name: name(request.subsystem),
        }),
      );
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  }

  const columns: DataTableColumn<ServiceRequestListItem>[] = [
    {
      key: 'createdAt',
      title: t('subsystems.requests.date'),
      render: (_: unknown, row) => <DateText value={row.createdAt} withTime />,
    },
    {
      key: 'organization',
      title: t('subsystemOverview.columns.customer'),
      render: (_: unknown, row) => (
        <Link
          to={`/organizations/${row.organizationId}/subsystems`}
          aria-label={t('subsystemOverview.openCustomer', { name: row.organizationName })}
        >
          {row.organizationName}
        </Link>
      ),
    },
    {
      key: 'subsystem',
      title: t('subsystems.columns.name'),
      render: (_: unknown, row) => name(row.subsystem),
    },
    {
      key: 'requestedBy',
      title: t('subsystems.requests.requestedBy'),
      responsive: ['lg'],
      render: (_: unknown, row) => row.requestedBy || t('common.empty'),
    },
    {
      key: 'message',
      title: t('subsystems.requests.message'),
      responsive: ['xl'],
      render: (_: unknown, row) => row.message || t('common.empty'),
    },
  ];
  if (status !== 'open') {
    columns.push({
      key: 'handledAt',
      title: t('subsystemOverview.handledOn'),
      render: (_: unknown, row) => <DateText value={row.handledAt} withTime />,
    });
  } else if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('subsystems.requests.actions'),
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button
            size="small"
            type="primary"
            loading={busy === row.id}
            aria-label={`${t('subsystems.requests.grantLabel', { name: name(row.subsystem) })} – ${row.organizationName}`}
            onClick={() => void decide(row, 'granted')}
          >
            {t('subsystems.requests.grant')}
          </Button>
          <Button
            size="small"
            disabled={busy === row.id}
            aria-label={`${t('subsystems.requests.declineLabel', { name: name(row.subsystem) })} – ${row.organizationName}`}
            onClick={() => void decide(row, 'declined')}
          >
            {t('subsystems.requests.decline')}
          </Button>
        </Space>
      ),
    });
  }

  const pageQuery = (query: DataTableQuery) =>
    serviceRequestsPageQuery({ page: query.page, pageSize: query.pageSize, status, subsystem });

  const toolbar = (
    <Flex gap={8} wrap align="center">
      <Select<ServiceRequestStatusValue>
        aria-label={t('subsystemOverview.filters.status')}
        value={status}
        onChange={(next) => setFilter('status', next === 'open' ? undefined : next)}
        options={STATUSES.map((value) => ({ value, label: t(`subsystemOverview.statuses.${value}`) }))}
        style={{ minWidth: 160 }}
      />
      <SubsystemSelect value={subsystem} onChange={(id) => setFilter('subsystem', id)} />
    </Flex>
  );

  return (
    <DataTable<ServiceRequestListItem>
      ariaLabel={t('subsystemOverview.requestsLabel')}
      paramPrefix={REQUESTS}
      pageQuery={pageQuery}
      columns={columns}
      emptyText={t('subsystemOverview.requestsEmpty')}
      toolbar={toolbar}
    />
  );
}
