import { isProvider, readableContractCategories, useSessionStore } from '@portal/session';
import { PageHeader } from '@portal/ui';
import { Navigate } from 'react-router-dom';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { ContractTabs } from '../components/contract-tabs';

/**
 * Contracts of the own organization (/contracts, spec §2): authorized to sign and financial responsible see the four
 * tabs SLA, Agreements, Other, Orders; a user manager only the Agreements tab (spec §6 "view of agreement"; issue 21
 * item 7; readableContractCategories of @portal/session, enforced by the server). View (PDF inline) and download;
 * read only. Provider staff have no own organization: they are sent to the contracts of all organizations
 * (/contracts/organizations). A user who reads no category (the guard keeps them out) is sent home, like the guard.
 */
export function OwnContractsPage() {
  const { t } = useDocumentsTranslation();
  const user = useSessionStore((state) => state.user);
  if (isProvider(user)) return <Navigate to="/contracts/organizations" replace />;
  const categories = readableContractCategories(user);
  if (categories.length === 0) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeader title={t('routes.contracts')} />
      <ContractTabs owner={{ kind: 'own' }} canManage={false} categories={categories} />
    </>
  );
}
