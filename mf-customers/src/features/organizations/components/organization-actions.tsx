import type { Organization } from '@portal/domain';
import { ConfirmAction, useApiError } from '@portal/ui';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useDeleteOrganizationMutation } from '../api/delete-organization';
import { useSetOrganizationActiveMutation } from '../api/set-organization-active';

/** Props of {@link OrganizationActions}. */
export interface OrganizationActionsProps {
  organization: Organization;
}

/**
 * Write actions of an organization's page (spec §4; writers only): "Activate" or "Deactivate" (the page shows the
 * stored organization at once: the mutation updates its cached query), and "Delete", which first asks "Are you
 * sure you want to delete …?" and, once deleted, returns to the customer list with a message.
 */
export function OrganizationActions({ organization }: OrganizationActionsProps) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const navigate = useNavigate();
  const setActive = useSetOrganizationActiveMutation(organization.id);
  const deletion = useDeleteOrganizationMutation(organization.id);
  const activate = organization.isInactive;

  async function toggleActive() {
    try {
      await setActive.mutateAsync(activate);
      void message.success(t(activate ? 'messages.activated' : 'messages.deactivated', { name: organization.name }));
    } catch (error) {
      showApiError(error);
    }
  }

  async function remove() {
    try {
      await deletion.mutateAsync();
      void message.success(t('messages.deleted', { name: organization.name }));
      navigate('/organizations');
    } catch (error) {
      showApiError(error);
    }
  }

  return (
    <>
      <Button onClick={toggleActive} loading={setActive.isPending}>
        {t(activate ? 'detail.activate' : 'detail.deactivate')}
      </Button>
      <ConfirmAction action={t('detail.deleteAction', { name: organization.name })} okText={t('detail.delete')} onConfirm={remove}>
        <Button danger>{t('detail.delete')}</Button>
      </ConfirmAction>
    </>
  );
}
