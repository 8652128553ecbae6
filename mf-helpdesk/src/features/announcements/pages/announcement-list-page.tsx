import type { AnnouncementListItem } from '@portal/domain';
import { DataTable, DateText, PageHeader, type DataTableColumn, type DataTableQuery } from '@portal/ui';
import { Button, Card } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { AnnouncementStatusTag, PriorityTag, TypeTag } from '../../../shared/announcement-tags';
import { announcementsPageQuery } from '../api/list-announcements';
import { AnnouncementFilters, readAnnouncementFilters } from '../components/announcement-filters';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';

/**
 * The announcement list (/announcements; spec §2, §3 Announcement, §4, issue 12): the announcements the user may
 * read (organization users: those of all customers and of their suppliers), open first, then by priority and
 * start. Server-paged table (20 per page) with a title search and the filters open/closed, type, status,
 * priority, region and supplier, all kept in the URL. Columns: title (opens the announcement), type, priority,
 * status, supplier ("All customers" when none), region, start and end. Writers (super admin, management,
 * support) get "Add announcement". Empty: "No announcements" (spec §8).
 */
export function AnnouncementListPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWriteHelpdeskContent();
  const [params] = useSearchParams();
  const filters = readAnnouncementFilters(params);

  const columns = useMemo<DataTableColumn<AnnouncementListItem>[]>(
    () => [
      {
        key: 'title',
        title: t('announcements.fields.title'),
        render: (_: unknown, row) => <Link to={`/announcements/${row.id}`}>{row.title}</Link>,
      },
      {
        key: 'type',
        title: t('announcements.fields.type'),
        render: (_: unknown, row) => <TypeTag type={row.type} />,
      },
      {
        key: 'priority',
        title: t('announcements.fields.priority'),
        render: (_: unknown, row) => <PriorityTag priority={row.priority} />,
      },
      {
        key: 'status',
        title: t('announcements.fields.status'),
        render: (_: unknown, row) => <AnnouncementStatusTag status={row.status} />,
      },
      {
        key: 'supplier',
        title: t('announcements.fields.supplier'),
        responsive: ['md'],
        render: (_: unknown, row) => row.supplierName ?? t('announcements.allCustomers'),
      },
      {
        key: 'region',
        title: t('announcements.fields.region'),
        responsive: ['lg'],
        render: (_: unknown, row) => t(`labels.region.${row.region}`),
      },
      {
        key: 'startsAt',
        title: t('announcements.fields.startsAt'),
        responsive: ['sm'],
        render: (_: unknown, row) => <DateText value={row.startsAt} withTime />,
      },
      {
        key: 'endsAt',
        title: t('announcements.fields.endsAt'),
        responsive: ['lg'],
        render: (_: unknown, row) => (
          <DateText value={row.endsAt} withTime empty={t('announcements.noEnd')} />
        ),
      },
    ],
    [t],
  );

  const pageQuery = (query: DataTableQuery) =>
    announcementsPageQuery({ page: query.page, pageSize: query.pageSize, search: query.search, ...filters });

  return (
    <>
      <PageHeader
        title={t('routes.announcements')}
        extra={
          canWrite && (
            <Button type="primary" onClick={() => navigate('/announcements/add')}>
              {t('announcements.list.add')}
            </Button>
          )
        }
      />
      <Card>
        <DataTable<AnnouncementListItem>
          ariaLabel={t('routes.announcements')}
          pageQuery={pageQuery}
          columns={columns}
          search={{ label: t('announcements.list.search') }}
          toolbar={<AnnouncementFilters filters={filters} />}
          emptyText={t('announcements.list.empty')}
        />
      </Card>
    </>
  );
}
