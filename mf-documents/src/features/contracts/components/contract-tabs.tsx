import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import type { ContractOwner } from '../api/contract-keys';
import { contractTabOf, contractTabOfCategory, contractTabsFor } from '../contract-categories';
import { AddContractFileDialog } from './add-contract-file-dialog';
import { ContractFileList } from './contract-file-list';

/** Props of {@link ContractTabs}. */
export interface ContractTabsProps {
  owner: ContractOwner;
  /** Add and delete files (super admin, management; spec §6). Support and account manager only read. */
  canManage: boolean;
  /**
   * The categories the caller reads (@portal/session readableContractCategories): only their tabs are shown, so a
   * user manager sees the Agreements tab alone (spec §6; issue 21 item 7). The server enforces the same rule.
   */
  categories: readonly number[];
}

/**
 * The contract tabs SLA, Agreements, Other, Orders (spec §2) of the categories the caller reads: all four, or only
 * Agreements for a user manager (issue 21 item 7; a `?tab=` of another category opens Agreements). Tab paths are
 * "not shown" in the spec, so the open tab lives in the `?tab=` search parameter (linkable, kept on reload; other
 * parameters are kept). Managers of an organization's files get "Add file" above the tabs.
 */
export function ContractTabs({ owner, canManage, categories }: ContractTabsProps) {
  const { t } = useDocumentsTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = contractTabsFor(categories);
  const active = contractTabOf(params.get('tab'), tabs);
  const [adding, setAdding] = useState(false);
  const managing = canManage && owner.kind === 'organization';

  function openTab(key: string) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('tab', key);
      return next;
    });
  }

  function uploaded(category: number) {
    setAdding(false);
    openTab(contractTabOfCategory(category).key);
  }

  return (
    <>
      {/* Above the tabs, not in antd's tab bar: a button inside role="tablist" is not a tab (axe, critical). */}
      {managing && (
        <Flex justify="end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('upload.addFile')}
          </Button>
        </Flex>
      )}
      <Tabs
        activeKey={active.key}
        onChange={openTab}
        aria-label={t('tabs.label')}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: t(`tabs.${tab.key}`),
          children:
            tab.key === active.key ? (
              <ContractFileList owner={owner} tab={tab} canDelete={managing} />
            ) : null,
        }))}
      />
      {managing && (
        <AddContractFileDialog
          open={adding}
          organizationId={owner.organizationId}
          defaultCategory={active.category}
          onClose={() => setAdding(false)}
          onUploaded={(file) => uploaded(file.category)}
        />
      )}
    </>
  );
}
