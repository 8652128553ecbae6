import { useSessionStore, isAdminOrManager, readableContractCategories } from '@portal/session';
import { EmptyState, OrganizationPicker, PageHeader } from '@portal/ui';
import { Flex } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { ContractTabs } from '../components/contract-tabs';

/** The `?organizationId=` of the URL as a positive integer, or undefined. */
function organizationIdOf(params: URLSearchParams): number | undefined {
  const id = Number(params.get('organizationId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Contracts across organizations (/contracts/organizations, spec §2; staff): pick a customer (server search, or
 * `?organizationId=` in the URL), then the four tabs. Super admin and management add and delete files (spec §6);
 * support and account manager only read.
 */
export function OrganizationContractsPage() {
  const { t } = useDocumentsTranslation();
  const user = useSessionStore((state) => state.user);
  const [params, setParams] = useSearchParams();
  const organizationId = organizationIdOf(params);

  function choose(id: number | undefined) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === undefined) next.delete('organizationId');
      else next.set('organizationId', String(id));
      return next;
    });
  }

  return (
    <>
      <PageHeader title={t('routes.organizationContracts')} />
      <Flex vertical gap={16}>
        <OrganizationPicker value={organizationId} onChange={choose} />
        {organizationId === undefined ? (
          <EmptyState description={t('organization.choose')} />
        ) : (
          <ContractTabs
            key={organizationId}
            owner={{ kind: 'organization', organizationId }}
            canManage={isAdminOrManager(user)}
            categories={readableContractCategories(user)}
          />
        )}
      </Flex>
    </>
  );
}
