import { PageHeader } from '@portal/ui';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { ContractTabs } from '../components/contract-tabs';

/**
 * Contracts of the own organization (/contracts, spec §2; authorized to sign, financial responsible): the four
 * tabs SLA, Agreements, Other, Orders with view (PDF inline) and download. Read only.
 */
export function OwnContractsPage() {
  const { t } = useDocumentsTranslation();
  return (
    <>
      <PageHeader title={t('routes.contracts')} />
      <ContractTabs owner={{ kind: 'own' }} canManage={false} />
    </>
  );
}
