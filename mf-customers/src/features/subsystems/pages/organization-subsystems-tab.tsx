import { SUBSYSTEMS, type ServiceRequest } from '@portal/domain';
import { DateText, EmptyState, ErrorResult, StatusTag, useApiError } from '@portal/ui';
import { Alert, App, Button, Card, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useServiceRequestsQuery } from '../../../shared/api/list-service-requests';
import { useSubsystemsQuery } from '../../../shared/api/list-subsystems';
import { useOrganizationDetail } from '../../../shared/organization-detail-context';
import { useDecideServiceRequestMutation, type ServiceRequestDecision } from '../api/decide-service-request';
import { useSetSubsystemMutation } from '../api/set-subsystem';

interface SubsystemRow {
  id: number;
  added: boolean;
}

/**
 * Subsystems tab of the customer detail (/organizations/:id/subsystems, spec §2, §4 added / not added): every
 * subsystem the portal knows with "Added" or "Not added" and, for writers, a switch (PUT
 * /organizations/{id}/subsystems/{subsystem}); the account manager sees the switches disabled. Users get a change
 * on their next sign-in (a note says so). Below, the organization's open "More services" requests with Grant and
 * Decline for writers.
 */
export function OrganizationSubsystemsTab() {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const { organization, canWrite } = useOrganizationDetail();
  const linksQuery = useSubsystemsQuery(organization.id);
  const requestsQuery = useServiceRequestsQuery(organization.id);
  const setSubsystem = useSetSubsystemMutation(organization.id);
  const decision = useDecideServiceRequestMutation(organization.id);
  const [busy, setBusy] = useState<string | null>(null);

  const failed = linksQuery.isError ? linksQuery : requestsQuery.isError ? requestsQuery : null;
  if (failed) return <ErrorResult error={failed.error} onRetry={() => void failed.refetch()} />;

  const loaded = linksQuery.data !== undefined && requestsQuery.data !== undefined;
  const loading = linksQuery.isFetching || requestsQuery.isFetching;
  const links = linksQuery.data ?? [];
  const requests = requestsQuery.data ?? [];
  const openRequests = requests.filter((request) => request.status === 'open');
  const name = (subsystem: number) => t(`subsystemNames.${subsystem}`, { defaultValue: String(subsystem) });

  async function toggle(subsystem: number, added: boolean) {
    setBusy(`link-${subsystem}`);
    try {
      await setSubsystem.mutateAsync({ subsystem, added });
      message.success(t('messages.changesSaved'));
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  }

  async function decide(request: ServiceRequest, status: ServiceRequestDecision) {
    setBusy(`request-${request.id}`);
    try {
      await decision.mutateAsync({ requestId: request.id, status });
      message.success(t(status === 'granted' ? 'subsystems.requests.granted' : 'subsystems.requests.declined', { name: name(request.subsystem) }));
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  }

  const rows: SubsystemRow[] = SUBSYSTEMS.map(({ id }) => ({ id, added: links.find((link) => link.subsystem === id)?.added ?? false }));

  const columns: ColumnsType<SubsystemRow> = [
    { key: 'name', title: t('subsystems.columns.name'), render: (_, row) => name(row.id) },
    {
      key: 'status',
      title: t('subsystems.columns.status'),
      render: (_, row) =>
        row.added ? <StatusTag tone="success">{t('subsystems.added')}</StatusTag> : <Tag>{t('subsystems.notAdded')}</Tag>,
    },
    {
      key: 'switch',
      title: t('subsystems.columns.access'),
      render: (_, row) => (
        <Switch
          checked={row.added}
          disabled={!canWrite}
          loading={busy === `link-${row.id}`}
          aria-label={t('subsystems.switchLabel', { name: name(row.id) })}
          onChange={(checked) => void toggle(row.id, checked)}
        />
      ),
    },
  ];

  const requestColumns: ColumnsType<ServiceRequest> = [
    { key: 'subsystem', title: t('subsystems.columns.name'), render: (_, row) => name(row.subsystem) },
    {
      key: 'message',
      title: t('subsystems.requests.message'),
      render: (_, row) => row.message || t('common.empty'),
    },
    {
      key: 'requestedBy',
      title: t('subsystems.requests.requestedBy'),
      render: (_, row) => row.requestedBy || t('common.empty'),
    },
    {
      key: 'createdAt',
      title: t('subsystems.requests.date'),
      render: (_, row) => <DateText value={row.createdAt} withTime />,
    },
  ];
  if (canWrite) {
    requestColumns.push({
      key: 'actions',
      title: t('subsystems.requests.actions'),
      render: (_, row) => (
        <Space size={4}>
          <Button
            size="small"
            type="primary"
            loading={busy === `request-${row.id}`}
            aria-label={t('subsystems.requests.grantLabel', { name: name(row.subsystem) })}
            onClick={() => void decide(row, 'granted')}
          >
            {t('subsystems.requests.grant')}
          </Button>
          <Button
            size="small"
            disabled={busy === `request-${row.id}`}
            aria-label={t('subsystems.requests.declineLabel', { name: name(row.subsystem) })}
            onClick={() => void decide(row, 'declined')}
          >
            {t('subsystems.requests.decline')}
          </Button>
        </Space>
      ),
    });
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('subsystems.title')}>
        <Alert type="info" showIcon title={t('subsystems.nextSignIn')} style={{ marginBottom: 16 }} />
        <Table<SubsystemRow>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={loading && !loaded}
          pagination={false}
          size="middle"
        />
      </Card>
      <Card title={t('subsystems.requests.title')}>
        {loaded && openRequests.length === 0 ? (
          <EmptyState description={t('subsystems.requests.empty')} />
        ) : (
          <Table<ServiceRequest>
            rowKey="id"
            columns={requestColumns}
            dataSource={openRequests}
            loading={loading}
            pagination={false}
            scroll={{ x: true }}
            size="middle"
          />
        )}
      </Card>
    </Space>
  );
}
