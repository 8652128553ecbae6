import { PlusOutlined } from '@ant-design/icons';
import type { NewsListItem } from '@portal/domain';
import { DataTable, DateText, PageHeader, type DataTableColumn, type DataTableQuery } from '@portal/ui';
import { Button, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { newsPageQuery } from '../api/list-news';
import { ScheduledTag } from '../components/scheduled-tag';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';

/** The query of one page of the list, from the table's page and search. */
const pageQuery = (query: DataTableQuery) =>
  newsPageQuery({ page: query.page, pageSize: query.pageSize, search: query.search });

/**
 * The news list (/news, spec §2 "news list (read more, back)"): news items newest publish date first, 20 a page,
 * each with its title (a link to the item), publish date, summary and "Read more"; a search box. Writers (super
 * admin, management, support) also get "Add news item" and see scheduled items (publish date in the future)
 * marked "Scheduled". Page and search live in the URL. Loading, empty ("No news items") and error states come
 * from the DataTable.
 */
export function NewsListPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWriteHelpdeskContent();

  const columns = useMemo<DataTableColumn<NewsListItem>[]>(
    () => [
      {
        key: 'publishedAt',
        title: t('news.list.columns.publishedAt'),
        width: 140,
        render: (_: unknown, row) => <DateText value={row.publishedAt} />,
      },
      {
        key: 'title',
        title: t('news.list.columns.item'),
        render: (_: unknown, row) => (
          <Flex vertical gap={4}>
            <Flex gap={8} wrap align="center">
              <Link to={`/news/${row.id}`} style={{ fontWeight: 600 }}>
                {row.title}
              </Link>
              <ScheduledTag publishedAt={row.publishedAt} />
            </Flex>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {row.summary}
            </Typography.Paragraph>
            <Link to={`/news/${row.id}`} aria-label={t('news.readMoreLabel', { title: row.title })}>
              {t('news.readMore')}
            </Link>
          </Flex>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('news.list.title')}
        extra={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/news/add')}>
              {t('news.list.add')}
            </Button>
          )
        }
      />
      <DataTable<NewsListItem>
        ariaLabel={t('news.list.label')}
        pageQuery={pageQuery}
        columns={columns}
        search={{ label: t('news.list.search') }}
        emptyText={t('news.list.empty')}
      />
    </>
  );
}
