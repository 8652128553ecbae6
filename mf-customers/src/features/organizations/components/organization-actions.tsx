import type { Organization } from '@portal/domain';
import { ConfirmAction, useApiError } from '@portal/ui';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { deleteOrganization, setOrganizationActive } from '../api/organization-actions';

/** Props of {@link OrganizationActions}. */
export interface OrganizationActionsProps {
  organization: Organization;
  /** Called with the organization the server returned after (de)activation. */
  onChanged: (organization: Organization) => void;
}

/**
 * Write actions of an organization's page (spec §4; writers only): "Activate" or "Deactivate", and "Delete",
 * which first asks "Are you sure you want to delete …?" and, once deleted, returns to the customer list with
 * a message.
 */
export function OrganizationActions({ organization, onChanged }: OrganizationActionsProps) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const activate = organization.isInactive;

  async function toggleActive() {
    setBusy(true);
    try {
      onChanged(await setOrganizationActive(organization.id, activate));
      void message.success(t(activate ? 'messages.activated' : 'messages.deactivated', { name: organization.name }));
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    try {
      await deleteOrganization(organization.id);
      void message.success(t('messages.deleted', { name: organization.name }));
      navigate('/organizations');
    } catch (error) {
      showApiError(error);
    }
  }

  return (
    <>
      <Button onClick={toggleActive} loading={busy}>
        {t(activate ? 'detail.activate' : 'detail.deactivate')}
      </Button>
      <ConfirmAction action={t('detail.deleteAction', { name: organization.name })} okText={t('detail.delete')} onConfirm={remove}>
        <Button danger>{t('detail.delete')}</Button>
      </ConfirmAction>
    </>
  );
}
