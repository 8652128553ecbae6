import { Messages, type OrganizationUser, type OrganizationUserInput } from '@portal/domain';
import { translateText, useLocale } from '@portal/i18n';
import { canWriteOrganizations, useSessionStore } from '@portal/session';
import { ConfirmAction, DateText, EmptyState, ErrorResult, StatusTag, useApiError } from '@portal/ui';
import { App, Button, Flex, Space, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useAddOrganizationUserMutation } from '../api/add-organization-user';
import { useOrganizationUsersQuery } from '../api/list-organization-users';
import { useRemoveOrganizationUserMutation } from '../api/remove-organization-user';
import { resendConfirmation } from '../api/resend-confirmation';
import { useUnlockSignInMutation } from '../api/unlock-sign-in';
import { useUpdateOrganizationUserMutation } from '../api/update-organization-user';
import { userPermissions } from '../user-permissions';
import { UserFormModal } from './user-form-modal';
import { ConfirmationTag, RoleTags, TwoFactorTag } from './user-tags';

/** Props of {@link UsersPanel}. */
export interface UsersPanelProps {
  /** The organization whose users are shown. */
  organizationId: number;
}

const fullName = (user: OrganizationUser) => `${user.firstName} ${user.lastName}`.trim();
/** The time of day of an ISO time in the interface language (a sign-in lock lasts minutes). */
const formatTime = (value: string | null | undefined, locale: string) =>
  value
    ? new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { timeStyle: 'short' }).format(
        new Date(value),
      )
    : '';
/** Sign-in is locked after repeated wrong passwords (the list carries `signInLockedUntil`). */
const isLocked = (user: OrganizationUser) =>
  !!user.signInLockedUntil && new Date(user.signInLockedUntil).getTime() > Date.now();

/**
 * The users of one organization (spec §2 customer users and profile › Users, §3 organization user, §6): a table
 * with name, e-mail, roles, 2FA, last login and status (confirmed / invitation pending), and for those allowed
 * (see userPermissions) "Add user", "Edit", "Remove" (after "Are you sure you want to remove user …?") and
 * "Resend invitation" for users who have not confirmed yet. Others read only. A user whose sign-in is locked after
 * repeated wrong passwords shows "Sign-in locked until …"; staff writers get "Unlock sign-in" (issue 24). Server
 * refusals (403) are shown through useApiError.
 */
export function UsersPanel({ organizationId }: UsersPanelProps) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const sessionUser = useSessionStore((state) => state.user);
  const locale = useLocale();
  const canUnlock = canWriteOrganizations(sessionUser);
  const permissions = userPermissions(sessionUser, organizationId);
  const users = useOrganizationUsersQuery(organizationId);
  const addition = useAddOrganizationUserMutation(organizationId);
  const update = useUpdateOrganizationUserMutation(organizationId);
  const removal = useRemoveOrganizationUserMutation(organizationId);
  const unlocking = useUnlockSignInMutation(organizationId);
  const [editing, setEditing] = useState<OrganizationUser | 'new' | null>(null);

  async function save(input: OrganizationUserInput) {
    if (editing === 'new') {
      await addition.mutateAsync(input);
      message.success(translateText(Messages.emailSent));
    } else if (editing) {
      const { email: _email, ...changes } = input;
      await update.mutateAsync({
        userId: editing.id,
        input: {
          ...changes,
          twoFactorEnabled: changes.twoFactorEnabled ?? false,
          sendApnInfo: changes.sendApnInfo ?? false,
        },
      });
      message.success(translateText(Messages.changesSaved));
    }
    setEditing(null);
  }

  async function remove(user: OrganizationUser) {
    try {
      await removal.mutateAsync(user.id);
      message.success(t('users.removed', { name: fullName(user) }));
    } catch (error) {
      showApiError(error);
    }
  }

  async function unlock(user: OrganizationUser) {
    try {
      await unlocking.mutateAsync(user.id);
      message.success(t('users.unlocked', { name: fullName(user) }));
    } catch (error) {
      showApiError(error);
    }
  }

  async function resend(user: OrganizationUser) {
    try {
      await resendConfirmation(organizationId, user.id);
      message.success(translateText(Messages.emailSent));
    } catch (error) {
      showApiError(error);
    }
  }

  const columns: TableColumnType<OrganizationUser>[] = [
    { key: 'name', title: t('users.columns.name'), render: (_, user) => fullName(user) },
    { key: 'email', dataIndex: 'email', title: t('users.columns.email') },
    {
      key: 'roles',
      title: t('users.columns.roles'),
      render: (_, user) => <RoleTags roles={user.roles} />,
    },
    {
      key: 'twoFactor',
      responsive: ['xl'],
      title: t('users.columns.twoFactor'),
      render: (_, user) => <TwoFactorTag enabled={user.twoFactorEnabled} />,
    },
    {
      key: 'lastLogin',
      responsive: ['xl'],
      title: t('users.columns.lastLogin'),
      render: (_, user) => <DateText value={user.lastLoginAt} withTime empty={t('users.neverSignedIn')} />,
    },
    {
      key: 'status',
      title: t('users.columns.status'),
      render: (_, user) => (
        <Flex gap={4} wrap>
          <ConfirmationTag confirmed={user.confirmed} />
          {isLocked(user) && (
            <StatusTag tone="error">
              {t('users.signInLocked', { time: formatTime(user.signInLockedUntil, locale) })}
            </StatusTag>
          )}
        </Flex>
      ),
    },
  ];
  if (permissions.canManage) {
    columns.push({
      key: 'actions',
      title: t('users.columns.actions'),
      fixed: 'end',
      render: (_, user) => {
        const name = fullName(user);
        const editable = permissions.canEdit(user);
        return (
          <Space wrap size={4}>
            {editable && (
              <Button
                size="small"
                onClick={() => setEditing(user)}
                aria-label={t('users.editUser', { name })}
              >
                {t('users.edit')}
              </Button>
            )}
            {editable && !user.confirmed && (
              <Button
                size="small"
                onClick={() => void resend(user)}
                aria-label={t('users.resendUser', { name })}
              >
                {t('users.resend')}
              </Button>
            )}
            {/* Staff writers clear a sign-in lock (issue 24); the server checks the role again. */}
            {canUnlock && isLocked(user) && (
              <Button
                size="small"
                onClick={() => void unlock(user)}
                aria-label={t('users.unlockUser', { name })}
              >
                {t('users.unlock')}
              </Button>
            )}
            {permissions.canRemove(user) && (
              <ConfirmAction action={t('users.removeAction', { name })} onConfirm={() => remove(user)}>
                <Button size="small" danger aria-label={t('users.removeUser', { name })}>
                  {t('users.remove')}
                </Button>
              </ConfirmAction>
            )}
          </Space>
        );
      },
    });
  }

  if (users.isError) return <ErrorResult error={users.error} onRetry={() => void users.refetch()} />;

  const addButton = permissions.canManage ? (
    <Button type="primary" onClick={() => setEditing('new')}>
      {t('users.add')}
    </Button>
  ) : null;

  return (
    <>
      {addButton && (
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          {addButton}
        </Flex>
      )}
      <Table<OrganizationUser>
        rowKey="id"
        columns={columns}
        dataSource={users.data ?? []}
        loading={users.isFetching}
        pagination={false}
        scroll={{ x: true }}
        // Columns wrap before the table scrolls (antd would fix the layout for the fixed Actions column).
        tableLayout="auto"
        locale={{ emptyText: users.isFetching ? ' ' : <EmptyState description={t('users.empty')} /> }}
      />
      {editing && (
        <UserFormModal
          user={editing === 'new' ? undefined : editing}
          canGrantPrivileged={permissions.canGrantPrivileged}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
