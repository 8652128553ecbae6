import { PlusOutlined } from '@ant-design/icons';
import type { TicketListItem } from '@portal/domain';
import {
  DataTable,
  DateText,
  PageHeader,
  readListQuery,
  type DataTableColumn,
  type DataTableQuery,
  type PageReads,
} from '@portal/ui';
import { Button, Card } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { ticketsPageQuery } from '../api/list-tickets';
import { readTicketFilters, TicketFilters, type TicketFilterValues } from '../components/ticket-filters';
import { TicketPriorityTag, TicketStatusTag } from '../components/ticket-tags';
import { useTicketAbilities } from '../../../shared/use-ticket-abilities';

/** The query of one page of the list: the DataTable's page, sort and search with the filters of the URL. */
function ticketListTablePage(query: DataTableQuery, filters: TicketFilterValues) {
  return ticketsPageQuery({
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    search: query.search,
    ...filters,
  });
}

/** The screen's first read (issue 18): the page of the list the address asks for, as the table will ask for it. */
export const ticketListPageReads: PageReads = ({ searchParams }) => [
  ticketListTablePage(readListQuery(searchParams), readTicketFilters(searchParams)),
];

/**
 * The ticket list (/helpdesk and /helpdesk/tickets; spec §2 helpdesk › Tickets, §3 Ticket, §4, §8; issue 13):
 * organization users see their organization's tickets, staff every organization's. Server-paged table (20 per
 * page), active tickets and last activity first by default. Columns: ticket number (#id, opens the ticket),
 * subject, company (staff), requester, status, priority, assignee (staff) and last activity; number, subject,
 * status, priority and last activity sort by their header. Search (subject, number, requester, customer) and the
 * filters status, priority and, for staff, assignee and customer; page, sort, search and filters live in the URL.
 * "New ticket" opens the form. Empty: "No tickets at the moment" (spec §8).
 */
export function TicketListPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const { isStaff } = useTicketAbilities();
  const [params] = useSearchParams();
  const filters = readTicketFilters(params);

  const columns = useMemo<DataTableColumn<TicketListItem>[]>(() => {
    const all: Array<DataTableColumn<TicketListItem> & { staffOnly?: boolean }> = [
      {
        key: 'id',
        dataIndex: 'id',
        title: t('tickets.fields.number'),
        sorter: true,
        render: (_: unknown, row) => (
          <Link to={`/helpdesk/tickets/${row.id}`}>{t('tickets.number', { id: row.id })}</Link>
        ),
      },
      {
        key: 'subject',
        dataIndex: 'subject',
        title: t('tickets.fields.subject'),
        sorter: true,
        render: (_: unknown, row) => (
          <Link to={`/helpdesk/tickets/${row.id}`} style={{ overflowWrap: 'anywhere' }}>
            {row.subject}
          </Link>
        ),
      },
      {
        key: 'company',
        title: t('tickets.fields.company'),
        responsive: ['md'],
        staffOnly: true,
        render: (_: unknown, row) => row.companyName ?? t('tickets.none'),
      },
      {
        key: 'requester',
        title: t('tickets.fields.requester'),
        responsive: ['md'],
        render: (_: unknown, row) => row.requesterName,
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('tickets.fields.status'),
        sorter: true,
        render: (_: unknown, row) => <TicketStatusTag status={row.status} />,
      },
      {
        key: 'priority',
        dataIndex: 'priority',
        title: t('tickets.fields.priority'),
        sorter: true,
        render: (_: unknown, row) => <TicketPriorityTag priority={row.priority} />,
      },
      {
        key: 'assignee',
        title: t('tickets.fields.assignee'),
        responsive: ['lg'],
        staffOnly: true,
        render: (_: unknown, row) => row.assigneeName ?? t('tickets.unassigned'),
      },
      {
        key: 'lastActivityAt',
        dataIndex: 'lastActivityAt',
        title: t('tickets.fields.lastActivity'),
        sorter: true,
        responsive: ['sm'],
        render: (_: unknown, row) => <DateText value={row.lastActivityAt} withTime />,
      },
    ];
    return all.filter((column) => isStaff || !column.staffOnly).map(({ staffOnly: _, ...column }) => column);
  }, [t, isStaff]);

  const pageQuery = (query: DataTableQuery) => ticketListTablePage(query, filters);

  return (
    <>
      <PageHeader
        title={t('routes.tickets')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate('/helpdesk/tickets/new')}
          >
            {t('tickets.list.new')}
          </Button>
        }
      />
      <Card>
        <DataTable<TicketListItem>
          ariaLabel={t('routes.tickets')}
          pageQuery={pageQuery}
          columns={columns}
          search={{ label: t('tickets.list.search') }}
          toolbar={<TicketFilters filters={filters} isStaff={isStaff} />}
          emptyText={t('tickets.list.empty')}
        />
      </Card>
    </>
  );
}
