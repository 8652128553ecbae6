import { PlusOutlined } from '@ant-design/icons';
import type { SubcustomerListItem } from '@portal/domain';
import { EmptyState, ErrorResult } from '@portal/ui';
import { Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useOrganizationDetail } from '../../../shared/organization-detail-context';
import { useSubcustomersQuery } from '../api/list-subcustomers';

/**
 * Subcustomers tab of the customer detail (/organizations/:id/subcustomers, spec §2, §3 Subcustomer): the
 * organization's subcustomers by name with reference, city, number of contact persons and addresses; the name
 * opens the detail. Writers get "New subcustomer". No subcustomers: an empty state.
 */
export function SubcustomersTab() {
  const { t } = useCustomersTranslation();
  const navigate = useNavigate();
  const { organization, canWrite } = useOrganizationDetail();
  const list = useSubcustomersQuery(organization.id);
  const base = `/organizations/${organization.id}/subcustomers`;

  const columns: ColumnsType<SubcustomerListItem> = [
    {
      key: 'name',
      title: t('subcustomers.columns.name'),
      render: (_, row) => <Link to={`${base}/${row.id}`}>{row.name}</Link>,
    },
    { key: 'reference', title: t('subcustomers.columns.reference'), render: (_, row) => row.reference || t('common.empty') },
    { key: 'city', title: t('subcustomers.columns.city'), render: (_, row) => row.city || t('common.empty') },
    { key: 'contacts', dataIndex: 'contactCount', title: t('subcustomers.columns.contacts'), align: 'right' },
    { key: 'addresses', dataIndex: 'addressCount', title: t('subcustomers.columns.addresses'), align: 'right' },
  ];

  const newButton = canWrite ? (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(`${base}/new`)}>
      {t('subcustomers.new')}
    </Button>
  ) : null;

  return (
    <Card title={t('subcustomers.title')} extra={newButton}>
      {list.isError ? (
        <ErrorResult error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data && list.data.length === 0 ? (
        <EmptyState description={t('subcustomers.empty')} />
      ) : (
        <Table<SubcustomerListItem>
          rowKey="id"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: true }}
          size="middle"
        />
      )}
    </Card>
  );
}
