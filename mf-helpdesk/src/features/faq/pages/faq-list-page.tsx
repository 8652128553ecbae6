import { PlusOutlined } from '@ant-design/icons';
import { useLocale } from '@portal/i18n';
import { EmptyState, ErrorResult, PageHeader } from '@portal/ui';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';
import { useFaqListQuery } from '../api/list-faq';
import { FaqCategories } from '../components/faq-categories';
import { FaqFilters, readFaqFilters } from '../components/faq-filters';

/**
 * The FAQ (/helpdesk/faq; spec §2 helpdesk › FAQ, §3 FAQ item, §6 support manages the FAQ; issue 13). Readers
 * (customers, account managers) see the items of their interface language (GET /faq?locale=); writers (super
 * admin, management, support) choose the language (all by default) and see each item's language. The items are
 * grouped by category, each question opening its answer. Search (question and answer, debounced) and category
 * filter live in the URL (`?search=&category=`, writers also `&locale=`). Empty: "No questions found"; more than
 * FAQ_LIST_LIMIT matches: a note that not all are shown. Writers also get "Add question" and per item "Edit" and
 * "Delete" (asks first).
 */
export function FaqListPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWriteHelpdeskContent();
  const interfaceLocale = useLocale();
  const [params] = useSearchParams();
  const filters = readFaqFilters(params, { canChooseLocale: canWrite, interfaceLocale });
  const list = useFaqListQuery(filters);

  let content;
  if (list.isError) {
    content = <ErrorResult error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (list.data.items.length === 0) {
    content = <EmptyState description={t('faq.list.empty')} />;
  } else {
    content = (
      <Flex vertical gap={16}>
        {list.data.truncated && <Alert type="info" showIcon title={t('faq.list.truncated')} />}
        <FaqCategories items={list.data.items} showLocale={canWrite && !filters.locale} canWrite={canWrite} />
      </Flex>
    );
  }

  return (
    <>
      <PageHeader
        title={t('faq.list.title')}
        subtitle={t('faq.list.subtitle')}
        extra={
          canWrite && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate('/helpdesk/faq/add')}
            >
              {t('faq.list.add')}
            </Button>
          )
        }
      />
      <Flex vertical gap={16}>
        <Card size="small">
          <FaqFilters filters={filters} canChooseLocale={canWrite} />
        </Card>
        <div aria-busy={list.isFetching}>{content}</div>
      </Flex>
    </>
  );
}
