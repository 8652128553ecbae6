import { Messages, type Employee, type EmployeeInput } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { isAdmin, useSessionStore } from '@portal/session';
import { ConfirmAction, EmptyState, ErrorResult, PageHeader, useApiError } from '@portal/ui';
import { App, Button, Flex, Space, Table, Tag, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useEmployeesQuery } from '../../../shared/api/list-employees';
import { useCreateEmployeeMutation } from '../api/create-employee';
import { useRemoveEmployeeMutation } from '../api/remove-employee';
import { useUpdateEmployeeMutation } from '../api/update-employee';
import { EmployeeFormModal } from '../components/employee-form-modal';

/**
 * The provider's employees (/employees, spec §2, §3 Employee, §6): name, e-mail, phone and role. The super admin
 * adds, edits and removes (after "Are you sure you want to remove employee …?"; not themselves); management and
 * authorized to sign read only.
 */
export function EmployeesPage() {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const sessionUser = useSessionStore((state) => state.user);
  const admin = isAdmin(sessionUser);
  const employees = useEmployeesQuery();
  const create = useCreateEmployeeMutation();
  const update = useUpdateEmployeeMutation();
  const removal = useRemoveEmployeeMutation();
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);

  async function save(input: EmployeeInput) {
    if (editing === 'new') {
      await create.mutateAsync(input);
      message.success(translateText(Messages.emailSent));
    } else if (editing) {
      await update.mutateAsync({ employeeId: editing.id, input });
      message.success(translateText(Messages.changesSaved));
    }
    setEditing(null);
  }

  async function remove(employee: Employee) {
    try {
      await removal.mutateAsync(employee.id);
      message.success(t('employees.removed', { name: employee.name }));
    } catch (error) {
      showApiError(error);
    }
  }

  const columns: TableColumnType<Employee>[] = [
    { key: 'name', dataIndex: 'name', title: t('employees.columns.name') },
    { key: 'email', dataIndex: 'email', title: t('employees.columns.email') },
    { key: 'phone', title: t('employees.columns.phoneNumber'), render: (_, e) => e.phoneNumber || t('common.empty') },
    {
      key: 'role',
      title: t('employees.columns.role'),
      render: (_, e) => (
        <Flex gap={4} wrap>
          {e.roles.map((code) => (
            <Tag key={code}>{t(`employeeRoles.${code}`, { defaultValue: String(code) })}</Tag>
          ))}
        </Flex>
      ),
    },
  ];
  if (admin) {
    columns.push({
      key: 'actions',
      title: t('employees.columns.actions'),
      render: (_, e) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setEditing(e)} aria-label={t('employees.editEmployee', { name: e.name })}>
            {t('employees.edit')}
          </Button>
          {e.id !== sessionUser?.id && (
            <ConfirmAction action={t('employees.removeAction', { name: e.name })} onConfirm={() => remove(e)}>
              <Button size="small" danger aria-label={t('employees.removeEmployee', { name: e.name })}>
                {t('employees.remove')}
              </Button>
            </ConfirmAction>
          )}
        </Space>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title={t('employees.title')}
        extra={
          admin ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('employees.add')}
            </Button>
          ) : undefined
        }
      />
      {employees.isError ? (
        <ErrorResult error={employees.error} onRetry={() => void employees.refetch()} />
      ) : (
        <Table<Employee>
          rowKey="id"
          columns={columns}
          dataSource={employees.data ?? []}
          loading={employees.isFetching}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: employees.isFetching ? ' ' : <EmptyState description={t('employees.empty')} /> }}
        />
      )}
      {editing && (
        <EmployeeFormModal employee={editing === 'new' ? undefined : editing} onSave={save} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
