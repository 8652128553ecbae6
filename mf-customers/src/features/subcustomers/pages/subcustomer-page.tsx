import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Messages, type AddressInput, type Subcustomer, type SubcustomerAddress, type SubcustomerContact } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { ConfirmAction, DateText, EmptyState, ErrorResult, formatAddress, useApiError, usePortalForm } from '@portal/ui';
import { App, Button, Card, Flex, Form, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { AddressFormModal } from '../../../shared/address-form/address-form-modal';
import { useOrganizationDetail } from '../../../shared/organization-detail-context';
import { useDeleteSubcustomerMutation } from '../api/delete-subcustomer';
import { useSubcustomerQuery } from '../api/get-subcustomer';
import { useRemoveSubcustomerAddressMutation } from '../api/remove-subcustomer-address';
import { useRemoveSubcustomerContactMutation } from '../api/remove-subcustomer-contact';
import { useSaveSubcustomerAddressMutation } from '../api/save-subcustomer-address';
import { useSaveSubcustomerContactMutation } from '../api/save-subcustomer-contact';
import { useUpdateSubcustomerMutation } from '../api/update-subcustomer';
import { ContactFormModal } from '../components/contact-form-modal';
import { SubcustomerFieldItems } from '../components/subcustomer-field-items';

type Shipment = Subcustomer['shipments'][number];

interface DetailsValues {
  name: string;
  reference: string;
}

const DETAILS_FIELDS = ['name', 'reference'] as const;

/**
 * Subcustomer detail (/organizations/:id/subcustomers/:subCustomerId, spec §2, §3 Subcustomer): name and
 * reference (editable by writers), its contact persons and addresses (add and edit in dialogs, remove after
 * "Are you sure you want to …?"), its shipments (read only; an empty state when there are none), "Delete
 * subcustomer" after a confirmation, and a link back to the list. The account manager reads only.
 */
export function SubcustomerPage() {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const navigate = useNavigate();
  const { organization, canWrite } = useOrganizationDetail();
  const subCustomerId = Number(useParams<{ subCustomerId: string }>().subCustomerId);
  const organizationId = organization.id;
  const listPath = `/organizations/${organizationId}/subcustomers`;
  const subcustomer = useSubcustomerQuery(organizationId, subCustomerId);
  const update = useUpdateSubcustomerMutation(organizationId, subCustomerId);
  const deletion = useDeleteSubcustomerMutation(organizationId, subCustomerId);
  const saveContact = useSaveSubcustomerContactMutation(organizationId, subCustomerId);
  const contactRemoval = useRemoveSubcustomerContactMutation(organizationId, subCustomerId);
  const saveAddress = useSaveSubcustomerAddressMutation(organizationId, subCustomerId);
  const addressRemoval = useRemoveSubcustomerAddressMutation(organizationId, subCustomerId);
  const details = usePortalForm<DetailsValues>({
    fields: DETAILS_FIELDS,
    save: async (values) => {
      await update.mutateAsync({
        name: values.name.trim(),
        reference: values.reference?.trim() ? values.reference.trim() : null,
      });
    },
    savedMessage: translateText(Messages.changesSaved),
  });
  const [contactDialog, setContactDialog] = useState<{ contact: SubcustomerContact | null } | null>(null);
  const [addressDialog, setAddressDialog] = useState<{ address: SubcustomerAddress | null } | null>(null);

  const backLink = (
    <Link to={listPath}>
      <ArrowLeftOutlined aria-hidden /> {t('subcustomers.back')}
    </Link>
  );

  if (subcustomer.isError) {
    return (
      <>
        {backLink}
        <ErrorResult error={subcustomer.error} onRetry={() => void subcustomer.refetch()} />
      </>
    );
  }
  const current = subcustomer.data;
  if (!current) return <Skeleton active />;

  async function removeSubcustomer() {
    try {
      await deletion.mutateAsync();
      message.success(t('subcustomers.deleted', { name: current?.name }));
      navigate(listPath);
    } catch (error) {
      showApiError(error);
    }
  }

  async function removeContact(contact: SubcustomerContact) {
    try {
      await contactRemoval.mutateAsync(contact.id);
      message.success(t('subcustomers.contacts.removed'));
    } catch (error) {
      showApiError(error);
    }
  }

  async function removeAddress(address: SubcustomerAddress) {
    try {
      await addressRemoval.mutateAsync(address.id);
      message.success(t('addresses.removed'));
    } catch (error) {
      showApiError(error);
    }
  }

  const empty = t('common.empty');
  const contactColumns: ColumnsType<SubcustomerContact> = [
    { key: 'name', dataIndex: 'name', title: t('subcustomers.contactFields.name') },
    { key: 'function', title: t('subcustomers.contactFields.function'), render: (_, row) => row.function || empty },
    { key: 'email', title: t('subcustomers.contactFields.email'), render: (_, row) => row.email || empty },
    { key: 'phone', title: t('subcustomers.contactFields.phoneNumber'), render: (_, row) => row.phoneNumber || empty },
  ];
  const addressColumns: ColumnsType<SubcustomerAddress> = [
    { key: 'address', title: t('addresses.columns.address'), render: (_, row) => formatAddress(row) },
    { key: 'country', dataIndex: 'country', title: t('addresses.columns.country') },
    { key: 'email', title: t('addresses.columns.email'), render: (_, row) => row.email || empty },
  ];
  if (canWrite) {
    contactColumns.push({
      key: 'actions',
      title: t('addresses.columns.actions'),
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" aria-label={t('subcustomers.contacts.editLabel', { name: row.name })} onClick={() => setContactDialog({ contact: row })}>
            {t('addresses.edit')}
          </Button>
          <ConfirmAction action={t('subcustomers.contacts.removeAction', { name: row.name })} onConfirm={() => removeContact(row)}>
            <Button size="small" danger aria-label={t('subcustomers.contacts.removeLabel', { name: row.name })}>
              {t('addresses.remove')}
            </Button>
          </ConfirmAction>
        </Space>
      ),
    });
    addressColumns.push({
      key: 'actions',
      title: t('addresses.columns.actions'),
      render: (_, row) => {
        const text = formatAddress(row);
        return (
          <Space size={4}>
            <Button size="small" aria-label={t('addresses.editLabel', { address: text })} onClick={() => setAddressDialog({ address: row })}>
              {t('addresses.edit')}
            </Button>
            <ConfirmAction action={t('addresses.removeAction', { address: text })} onConfirm={() => removeAddress(row)}>
              <Button size="small" danger aria-label={t('addresses.removeLabel', { address: text })}>
                {t('addresses.remove')}
              </Button>
            </ConfirmAction>
          </Space>
        );
      },
    });
  }
  const shipmentColumns: ColumnsType<Shipment> = [
    {
      key: 'reference',
      title: t('subcustomers.shipments.reference'),
      // The shipment's own page belongs to mf-shipments (issue 14): linked by path, not imported.
      render: (_, row) => <Link to={`/shipments/${row.id}`}>{row.reference || `#${row.id}`}</Link>,
    },
    {
      key: 'status',
      title: t('subcustomers.shipments.status'),
      // Spec §4: in transit or delivered; an unknown status from a newer server shows as sent.
      render: (_, row) => t(`subcustomers.shipments.statuses.${row.status}`, { defaultValue: row.status }),
    },
    {
      key: 'createdAt',
      title: t('subcustomers.shipments.createdAt'),
      render: (_, row) => <DateText value={row.createdAt} />,
    },
  ];

  const addButton = (label: string, onClick: () => void) =>
    canWrite ? (
      <Button icon={<PlusOutlined aria-hidden />} onClick={onClick}>
        {label}
      </Button>
    ) : null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          {backLink}
          <Typography.Title level={2} style={{ fontSize: 20, margin: '8px 0 0' }}>
            {t('subcustomers.detailTitle', { name: current.name })}
          </Typography.Title>
        </div>
        {canWrite && (
          <ConfirmAction action={t('subcustomers.deleteAction', { name: current.name })} onConfirm={removeSubcustomer}>
            <Button danger>{t('subcustomers.delete')}</Button>
          </ConfirmAction>
        )}
      </Flex>

      <Card title={t('subcustomers.details')}>
        <Form<DetailsValues>
          key={`${current.id}-${current.name}-${current.reference ?? ''}`}
          {...details.formProps}
          name="subcustomer"
          disabled={!canWrite}
          initialValues={{ name: current.name, reference: current.reference ?? '' }}
        >
          <SubcustomerFieldItems />
          {canWrite && (
            <Button type="primary" htmlType="submit" loading={details.saving}>
              {t('form.save')}
            </Button>
          )}
        </Form>
      </Card>

      <Card
        title={t('subcustomers.contacts.title')}
        extra={addButton(t('subcustomers.contacts.add'), () => setContactDialog({ contact: null }))}
      >
        {current.contacts.length === 0 ? (
          <EmptyState description={t('subcustomers.contacts.empty')} />
        ) : (
          <Table<SubcustomerContact>
            rowKey="id"
            columns={contactColumns}
            dataSource={current.contacts}
            pagination={false}
            scroll={{ x: true }}
            size="small"
          />
        )}
      </Card>

      <Card title={t('addresses.title')} extra={addButton(t('addresses.add'), () => setAddressDialog({ address: null }))}>
        {current.addresses.length === 0 ? (
          <EmptyState description={t('addresses.empty')} />
        ) : (
          <Table<SubcustomerAddress>
            rowKey="id"
            columns={addressColumns}
            dataSource={current.addresses}
            pagination={false}
            scroll={{ x: true }}
            size="small"
          />
        )}
      </Card>

      <Card title={t('subcustomers.shipments.title')}>
        {current.shipments.length === 0 ? (
          <EmptyState description={t('subcustomers.shipments.empty')} />
        ) : (
          <Table<Shipment>
            rowKey="id"
            columns={shipmentColumns}
            dataSource={current.shipments}
            pagination={false}
            scroll={{ x: true }}
            size="small"
          />
        )}
      </Card>

      {contactDialog && (
        <ContactFormModal
          contact={contactDialog.contact}
          onSave={async (input) => {
            await saveContact.mutateAsync({ input, contactId: contactDialog.contact?.id });
          }}
          onClose={() => setContactDialog(null)}
        />
      )}
      {addressDialog && (
        <AddressFormModal
          address={addressDialog.address}
          withTypes={false}
          onSave={async (input: AddressInput) => {
            await saveAddress.mutateAsync({ input, addressId: addressDialog.address?.id });
          }}
          onClose={() => setAddressDialog(null)}
        />
      )}
    </Space>
  );
}
