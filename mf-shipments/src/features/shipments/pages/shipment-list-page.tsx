import type { ShipmentListItem } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import {
  DataTable,
  DateText,
  PageHeader,
  type DataTableColumn,
  type DataTableQuery,
  type PageReads,
} from '@portal/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { exportShipments } from '../api/export-shipments';
import { useCanCreateShipments } from '../../../shared/hooks/use-can-create-shipments';
import { useDownload } from '../../../shared/hooks/use-download';
import { useIsStaff } from '../../../shared/hooks/use-is-staff';
import { LabelDownloadButton } from '../../../shared/components/label-download-button';
import { TrackAndTraceLink } from '../../../shared/components/track-and-trace-link';
import { shipmentsPageQuery, useShipmentListQuery, type ShipmentListRequest } from '../api/list-shipments';
import { ShipmentAddressText } from '../components/shipment-address';
import { hasShipmentFilters, readShipmentFilters, ShipmentFilters } from '../components/shipment-filters';
import { LabelPrintBar } from '../components/label-print-bar';
import { ShipmentStatusTag } from '../components/shipment-status-tag';
import { carrierStatusText, shipmentTypeText } from '../components/shipment-texts';

/** The page of the URL as the DataTable reads it (`?page=`, 1-based; anything else is page 1). */
function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The list request of the URL: its page, sort and filters (search included). */
function shipmentListRequest(params: URLSearchParams): ShipmentListRequest {
  return { page: pageOf(params), sort: params.get('sort') || undefined, ...readShipmentFilters(params) };
}

/** The screen's first read (issue 18): the page of the list the address asks for, as the table will ask for it. */
export const shipmentListPageReads: PageReads = ({ searchParams }) => [
  shipmentsPageQuery(shipmentListRequest(searchParams)),
];

/**
 * The shipment overview (/shipments; issue 14; spec §2 /shipments, §3 Shipment, §4, §9): the shipments sent in the
 * last `windowDays` days (the server's window, said under the title), 20 per page from the server, newest sent
 * first. Staff see every organization's shipments (with a customer column and filter), organization users their
 * own. Columns: type (domestic type, or "International · service"), recipient (and subcustomer), address,
 * reference (a link to the detail; the barcode when there is no reference), status, the latest carrier status text
 * in the interface language, sent date, track and trace (new tab), the label (A6 PDF download) and, for staff,
 * the customer. Sent date, reference, recipient and status sort by their header. Filters, search, sort and page
 * live in the URL, so the detail's back link returns to the same view. Rows can be selected (across pages) to
 * print their labels four per A4 page ("Print labels (A4)", at most 100). "New shipment" and "New international
 * shipment" open the creation flows (issue 14). Empty: "No shipments in the last N days." (or, filtered, "No
 * shipments match these filters."); a failed load shows the error with "Try again" (DataTable).
 */
export function ShipmentListPage() {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  const isStaff = useIsStaff();
  const canCreate = useCanCreateShipments();
  const ownOrganizationId = useSessionStore((state) => state.user?.organizationId ?? undefined);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Selected for "Print labels (A4)", in the order picked; kept while paging and filtering.
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const { downloading: exporting, download } = useDownload();
  const { search: listSearch } = useLocation();
  const filters = readShipmentFilters(params);
  const request = shipmentListRequest(params);
  // The same cached request as the table's (same key): the window's length for the texts outside the table, and
  // the rows of the page for "select all on this page".
  const shown = useShipmentListQuery(request).data;
  const windowDays = shown?.windowDays;
  const pageIds = useMemo(() => shown?.items.map((row) => row.id) ?? [], [shown]);
  const toggle = useCallback(
    (ids: readonly number[], on: boolean) =>
      setSelectedIds((current) =>
        on
          ? [...current, ...ids.filter((id) => !current.includes(id))]
          : current.filter((id) => !ids.includes(id)),
      ),
    [],
  );

  const columns = useMemo<DataTableColumn<ShipmentListItem>[]>(() => {
    const none = t('shipments.none');
    const nameOf = (row: ShipmentListItem) => row.reference ?? row.barcode;
    const all: Array<DataTableColumn<ShipmentListItem> & { staffOnly?: boolean }> = [
      {
        key: 'select',
        width: 48,
        // A text, not the select-all checkbox: antd measures column widths in a hidden row that copies each
        // title, and a checkbox there is a focusable control inside aria-hidden. Select-all sits in LabelPrintBar.
        title: t('shipments.labels.selectColumn'),
        render: (_: unknown, row) => (
          <Checkbox
            aria-label={t('shipments.labels.select', { name: nameOf(row) })}
            checked={selectedIds.includes(row.id)}
            onChange={(event) => toggle([row.id], event.target.checked)}
          />
        ),
      },
      {
        key: 'reference',
        dataIndex: 'reference',
        title: t('shipments.fields.reference'),
        sorter: true,
        render: (_: unknown, row) => (
          <Link
            to={`/shipments/${row.id}`}
            state={{ overview: listSearch }}
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.reference ?? row.barcode}
          </Link>
        ),
      },
      {
        key: 'type',
        title: t('shipments.fields.type'),
        render: (_: unknown, row) => shipmentTypeText(row, t),
      },
      {
        key: 'recipientName',
        dataIndex: 'recipientName',
        title: t('shipments.fields.recipient'),
        sorter: true,
        render: (_: unknown, row) => (
          <>
            {row.recipientName}
            {row.subcustomerName && (
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {row.subcustomerName}
              </Typography.Text>
            )}
          </>
        ),
      },
      {
        key: 'address',
        title: t('shipments.fields.address'),
        responsive: ['md'],
        render: (_: unknown, row) => <ShipmentAddressText address={row.address} />,
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('shipments.fields.status'),
        sorter: true,
        render: (_: unknown, row) => <ShipmentStatusTag status={row.status} />,
      },
      {
        key: 'carrierStatus',
        title: t('shipments.fields.carrierStatus'),
        responsive: ['lg'],
        render: (_: unknown, row) => carrierStatusText(row.carrierStatusCode, locale) ?? none,
      },
      {
        key: 'sentAt',
        dataIndex: 'sentAt',
        title: t('shipments.fields.sentAt'),
        sorter: true,
        render: (_: unknown, row) => <DateText value={row.sentAt} />,
      },
      {
        key: 'trackAndTrace',
        title: t('shipments.fields.trackAndTrace'),
        responsive: ['sm'],
        render: (_: unknown, row) => <TrackAndTraceLink url={row.trackAndTraceUrl} barcode={row.barcode} />,
      },
      {
        key: 'label',
        title: t('shipments.labels.column'),
        render: (_: unknown, row) => (
          <LabelDownloadButton
            shipment={row}
            size="small"
            ariaLabel={t('shipments.labels.download', { name: nameOf(row) })}
          />
        ),
      },
      {
        key: 'organization',
        title: t('shipments.fields.organization'),
        responsive: ['md'],
        staffOnly: true,
        render: (_: unknown, row) => row.organizationName,
      },
    ];
    return all.filter((column) => isStaff || !column.staffOnly).map(({ staffOnly: _, ...column }) => column);
  }, [t, locale, isStaff, listSearch, selectedIds, toggle]);

  const pageQuery = (query: DataTableQuery) =>
    shipmentsPageQuery({ ...request, page: query.page, pageSize: query.pageSize, sort: query.sort });

  const emptyText =
    windowDays === undefined
      ? undefined
      : hasShipmentFilters(filters)
        ? t('shipments.list.emptyFiltered')
        : t('shipments.list.empty', { days: windowDays });

  return (
    <>
      <PageHeader
        title={t('routes.shipments')}
        subtitle={windowDays === undefined ? undefined : t('shipments.list.window', { days: windowDays })}
        extra={
          canCreate ? (
            <>
              <Button type="primary" onClick={() => navigate('/shipments/new')}>
                {t('routes.newShipment')}
              </Button>
              <Button onClick={() => navigate('/shipments/new/international')}>
                {t('routes.newInternationalShipment')}
              </Button>
            </>
          ) : undefined
        }
      />
      <Card>
        <LabelPrintBar
          selectedIds={selectedIds}
          pageIds={pageIds}
          onTogglePage={(on) => toggle(pageIds, on)}
          onClear={() => setSelectedIds([])}
        />
        <DataTable<ShipmentListItem>
          ariaLabel={t('routes.shipments')}
          pageQuery={pageQuery}
          columns={columns}
          toolbar={
            <ShipmentFilters
              filters={filters}
              isStaff={isStaff}
              subcustomersOf={isStaff ? filters.organizationId : ownOrganizationId}
            >
              <Button
                icon={<DownloadOutlined aria-hidden />}
                loading={exporting}
                disabled={shown?.total === 0}
                onClick={() => void download(() => exportShipments(filters))}
              >
                {t('shipments.list.export')}
              </Button>
            </ShipmentFilters>
          }
          emptyText={emptyText}
        />
      </Card>
    </>
  );
}
