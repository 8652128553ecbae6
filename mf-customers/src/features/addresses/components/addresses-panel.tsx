import { DownOutlined } from '@ant-design/icons';
import { AddressType, type Address, type AddressInput } from '@portal/domain';
import { ConfirmAction, EmptyState, ErrorResult, formatAddress, StatusTag, useApiError } from '@portal/ui';
import { App, Button, Card, Dropdown, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { typeFlagsOf } from '../../../shared/address-form/address-input';
import { AddressFormModal } from '../../../shared/address-form/address-form-modal';
import { useCreateAddressMutation } from '../api/create-address';
import { useAddressesQuery } from '../api/list-addresses';
import { useRemoveAddressMutation } from '../api/remove-address';
import { useSetAddressTypeMutation } from '../api/set-address-type';
import { useUpdateAddressMutation } from '../api/update-address';

/** Props of {@link AddressesPanel}. */
export interface AddressesPanelProps {
  organizationId: number;
  /** Shows Add, Edit, Set as and Remove (spec §6); false: read only (account manager). */
  canWrite: boolean;
}

/** The three default kinds with their flag (spec §3) and the Address field that shows it. */
const KINDS = [
  { kind: 'shipping', flag: AddressType.shipping, field: 'shippingAddress' },
  { kind: 'invoice', flag: AddressType.invoice, field: 'invoiceAddress' },
  { kind: 'visiting', flag: AddressType.visiting, field: 'visitingAddress' },
] as const;

type Editing = { address: Address | null } | null;

/**
 * The addresses of one organization (spec §3 Address; shared by the customer detail Addresses tab and the own
 * addresses page): a table with "street and house number, zip code, city", country, invoice e-mail and tags for
 * the shipping / invoice / visiting default. Writers add and edit in a dialog, make an address a default with
 * "Set as …", and remove one after "Are you sure you want to remove address …?" (spec §8). No addresses: "No
 * addresses". Loading shows a spinner; a failed load an error with "Try again". Every change reloads the
 * addresses and the organization (its default addresses show on its page and in the customer list).
 */
export function AddressesPanel({ organizationId, canWrite }: AddressesPanelProps) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const addresses = useAddressesQuery(organizationId);
  const create = useCreateAddressMutation(organizationId);
  const update = useUpdateAddressMutation(organizationId);
  const setType = useSetAddressTypeMutation(organizationId);
  const removal = useRemoveAddressMutation(organizationId);
  const [editing, setEditing] = useState<Editing>(null);

  async function save(address: Address | null, input: AddressInput) {
    if (address) await update.mutateAsync({ addressId: address.id, input });
    else await create.mutateAsync(input);
  }

  async function setAs(address: Address, flag: number) {
    try {
      await setType.mutateAsync({ addressId: address.id, type: typeFlagsOf(address) | flag });
      message.success(t('messages.changesSaved'));
    } catch (error) {
      showApiError(error);
    }
  }

  async function remove(address: Address) {
    try {
      await removal.mutateAsync(address.id);
      message.success(t('addresses.removed'));
    } catch (error) {
      showApiError(error);
    }
  }

  const columns: ColumnsType<Address> = [
    { key: 'address', title: t('addresses.columns.address'), render: (_, row) => formatAddress(row) },
    { key: 'country', dataIndex: 'country', title: t('addresses.columns.country') },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('addresses.columns.email'),
      render: (email: string | null) => email || t('common.empty'),
    },
    {
      key: 'defaults',
      title: t('addresses.columns.defaults'),
      render: (_, row) => (
        <Space size={4} wrap>
          {KINDS.filter(({ field }) => row[field]).map(({ kind }) => (
            <StatusTag key={kind} tone="info">
              {t(`addresses.types.${kind}`)}
            </StatusTag>
          ))}
        </Space>
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('addresses.columns.actions'),
      render: (_, row) => {
        const text = formatAddress(row);
        return (
          <Space size={4} wrap>
            <Button size="small" onClick={() => setEditing({ address: row })} aria-label={t('addresses.editLabel', { address: text })}>
              {t('addresses.edit')}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: KINDS.map(({ kind, field }) => ({
                  key: kind,
                  label: t(`addresses.setAs.${kind}`),
                  disabled: row[field],
                })),
                onClick: ({ key }) => {
                  const kind = KINDS.find((k) => k.kind === key);
                  if (kind) void setAs(row, kind.flag);
                },
              }}
            >
              <Button size="small" aria-label={t('addresses.setAsLabel', { address: text })}>
                {t('addresses.setAsMenu')} <DownOutlined aria-hidden />
              </Button>
            </Dropdown>
            <ConfirmAction action={t('addresses.removeAction', { address: text })} onConfirm={() => remove(row)}>
              <Button size="small" danger aria-label={t('addresses.removeLabel', { address: text })}>
                {t('addresses.remove')}
              </Button>
            </ConfirmAction>
          </Space>
        );
      },
    });
  }

  const addButton = canWrite ? (
    <Button type="primary" onClick={() => setEditing({ address: null })}>
      {t('addresses.add')}
    </Button>
  ) : null;

  let body;
  if (addresses.isError) {
    body = <ErrorResult error={addresses.error} onRetry={() => void addresses.refetch()} />;
  } else if (addresses.data && addresses.data.length === 0) {
    body = <EmptyState description={t('addresses.empty')} />;
  } else {
    body = (
      <Table<Address>
        rowKey="id"
        columns={columns}
        dataSource={addresses.data ?? []}
        loading={addresses.isFetching}
        pagination={false}
        scroll={{ x: true }}
        size="middle"
      />
    );
  }

  return (
    <Card title={t('addresses.title')} extra={addButton}>
      {body}
      {editing && (
        <AddressFormModal
          address={editing.address}
          withTypes
          onSave={(input) => save(editing.address, input)}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
