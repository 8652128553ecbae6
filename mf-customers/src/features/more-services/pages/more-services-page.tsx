import { SUBSYSTEMS, type ServiceRequest } from '@portal/domain';
import { isProvider, useSessionStore } from '@portal/session';
import { DateText, EmptyState, ErrorResult, PageHeader, StatusTag, type StatusTagProps } from '@portal/ui';
import { Alert, App, Button, Card, Flex, Skeleton, Table, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useServiceRequestsQuery } from '../../../shared/api/list-service-requests';
import { useSubsystemsQuery } from '../../../shared/api/list-subsystems';
import { useRequestServiceMutation } from '../api/request-service';
import { RequestServiceModal } from '../components/request-service-modal';

const STATUS_TONES = { open: 'warning', granted: 'success', declined: 'error' } as const satisfies Record<
  ServiceRequest['status'],
  StatusTagProps['tone']
>;

/**
 * "More services" (/more-services, organization users; spec §2): the services (SUBSYSTEMS) the organization does
 * not have yet, each with "Request" (dialog with an optional message → POST service-requests) or "Requested"
 * while a request is open; the services already active; and the request history with status open / granted /
 * declined. Staff see a note that the page is for customers.
 */
export function MoreServicesPage() {
  const { t } = useCustomersTranslation();
  const sessionUser = useSessionStore((state) => state.user);
  const organizationId = sessionUser?.organizationId ?? null;
  const staff = isProvider(sessionUser);
  return (
    <>
      <PageHeader title={t('moreServices.title')} subtitle={t('moreServices.subtitle')} />
      {staff || organizationId === null ? (
        <Alert type="info" showIcon title={t('moreServices.customersOnly')} />
      ) : (
        <MoreServices organizationId={organizationId} />
      )}
    </>
  );
}

function MoreServices({ organizationId }: { organizationId: number }) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const [requesting, setRequesting] = useState<number | null>(null);
  const linksQuery = useSubsystemsQuery(organizationId);
  const requestsQuery = useServiceRequestsQuery(organizationId);
  const serviceRequest = useRequestServiceMutation(organizationId);
  const name = (id: number) => t(`subsystemNames.${id}`, { defaultValue: String(id) });

  const failed = linksQuery.isError ? linksQuery : requestsQuery.isError ? requestsQuery : null;
  if (failed) return <ErrorResult error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!linksQuery.data || !requestsQuery.data) return <Skeleton active />;

  const links = linksQuery.data;
  const requests = requestsQuery.data;
  const linkOf = (id: number) => links.find((link) => link.subsystem === id);
  const openRequested = (id: number) =>
    !!linkOf(id)?.openRequestId || requests.some((r) => r.subsystem === id && r.status === 'open');
  const available = SUBSYSTEMS.filter((s) => !linkOf(s.id)?.added);
  const active = SUBSYSTEMS.filter((s) => linkOf(s.id)?.added);

  /** Sends the request and closes the dialog; a failure rejects, and the dialog shows it (spec §8). */
  async function request(subsystem: number, text: string | null) {
    await serviceRequest.mutateAsync({ subsystem, message: text });
    void message.success(t('moreServices.requested', { name: name(subsystem) }));
    setRequesting(null);
  }

  const historyColumns: TableColumnType<ServiceRequest>[] = [
    { key: 'service', title: t('moreServices.columns.service'), render: (_, r) => name(r.subsystem) },
    { key: 'date', title: t('moreServices.columns.date'), render: (_, r) => <DateText value={r.createdAt} /> },
    { key: 'by', title: t('moreServices.columns.requestedBy'), render: (_, r) => r.requestedBy ?? t('common.empty') },
    { key: 'message', title: t('moreServices.columns.message'), render: (_, r) => r.message ?? t('common.empty') },
    {
      key: 'status',
      title: t('moreServices.columns.status'),
      render: (_, r) => <StatusTag tone={STATUS_TONES[r.status]}>{t(`moreServices.status.${r.status}`)}</StatusTag>,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('moreServices.available')}</Typography.Title>}>
        {available.length === 0 ? (
          <EmptyState description={t('moreServices.allActive')} />
        ) : (
          <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {available.map((service) => (
              <Flex component="li" key={service.id} justify="space-between" align="center" gap={16} wrap>
                <div>
                  <Typography.Text strong>{name(service.id)}</Typography.Text>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {t(`moreServices.descriptions.${service.id}`)}
                  </Typography.Paragraph>
                </div>
                {openRequested(service.id) ? (
                  <StatusTag tone="warning">{t('moreServices.requestedTag')}</StatusTag>
                ) : (
                  <Button onClick={() => setRequesting(service.id)} aria-label={t('moreServices.requestService', { name: name(service.id) })}>
                    {t('moreServices.request')}
                  </Button>
                )}
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
      <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('moreServices.active')}</Typography.Title>}>
        {active.length === 0 ? (
          <EmptyState description={t('moreServices.noneActive')} />
        ) : (
          <Flex gap={8} wrap>
            {active.map((service) => (
              <StatusTag key={service.id} tone="success">
                {name(service.id)}
              </StatusTag>
            ))}
          </Flex>
        )}
      </Card>
      <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('moreServices.history')}</Typography.Title>}>
        <Table<ServiceRequest>
          rowKey="id"
          columns={historyColumns}
          dataSource={requests}
          loading={linksQuery.isFetching || requestsQuery.isFetching}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <EmptyState description={t('moreServices.noRequests')} /> }}
        />
      </Card>
      {requesting !== null && (
        <RequestServiceModal
          serviceName={name(requesting)}
          onSubmit={(text) => request(requesting, text)}
          onClose={() => setRequesting(null)}
        />
      )}
    </Flex>
  );
}
