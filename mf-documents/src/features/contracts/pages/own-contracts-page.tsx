import { isProvider, useSessionStore } from '@portal/session';
import { PageHeader } from '@portal/ui';
import { Navigate } from 'react-router-dom';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { ContractTabs } from '../components/contract-tabs';

/**
 * Contracts of the own organization (/contracts, spec §2; authorized to sign, financial responsible): the four
 * tabs SLA, Agreements, Other, Orders with view (PDF inline) and download. Read only.
 * Provider staff have no own organization: they are sent to the contracts of all organizations (/contracts/organizations).
 */
export function OwnContractsPage() {
  const { t } = useDocumentsTranslation();
  const staff = useSessionStore((state) => isProvider(state.user));
  if (staff) return <Navigate to="/contracts/organizations" replace />;
  return (
    <>
      <PageHeader title={t('routes.contracts')} />
      <ContractTabs owner={{ kind: 'own' }} canManage={false} />
    </>
  );
}
