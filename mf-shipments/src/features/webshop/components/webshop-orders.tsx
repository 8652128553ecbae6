import { RedoOutlined } from '@ant-design/icons';
import type { WebshopOrder } from '@portal/domain';
import { DataTable, DateText, type DataTableColumn, type DataTableQuery } from '@portal/ui';
import { Button } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { webshopOrdersPageQuery } from '../api/list-webshop-orders';
import { readWebshopOrderFilters, WebshopOrderFilters } from './webshop-order-filters';
import { WebshopOrderStatusTag } from './webshop-order-status-tag';
import { productText } from './webshop-texts';

/** Props of {@link WebshopOrders}. */
export interface WebshopOrdersProps {
  /** Staff see every organization's orders: the customer column and filter. */
  isStaff: boolean;
  /** "Order again" of a row (users who may order); none: no such button. */
  onOrderAgain?: (order: WebshopOrder) => void;
}

/**
 * The webshop's orders table (issue 15; spec §2 /webshop, §8 empty state, §9 20 per page): one server page of the
 * orders the user may see, newest first, 20 per page. Columns: order number (a link to the order), date, product
 * ("Supplier · form factor · plan"), quantity, status, reference and, for staff, the customer; with `onOrderAgain`
 * each row offers "Order again". Search (order number or reference), status, customer (staff) and page live in the
 * URL (`?search=&status=&organization=&page=`). Empty: "No orders found."; a failed load: the error with "Try
 * again" (DataTable).
 */
export function WebshopOrders({ isStaff, onOrderAgain }: WebshopOrdersProps) {
  const { t } = useShipmentsTranslation();
  const [params] = useSearchParams();
  const filters = readWebshopOrderFilters(params, isStaff);

  const columns = useMemo<DataTableColumn<WebshopOrder>[]>(() => {
    const all: Array<DataTableColumn<WebshopOrder> | false> = [
      {
        key: 'orderNumber',
        title: t('webshop.fields.orderNumber'),
        render: (_: unknown, order) => (
          <Link to={`/webshop/orders/${order.id}`} style={{ whiteSpace: 'nowrap' }}>
            {order.orderNumber}
          </Link>
        ),
      },
      {
        key: 'createdAt',
        title: t('webshop.fields.orderedAt'),
        render: (_: unknown, order) => <DateText value={order.createdAt} />,
      },
      isStaff && {
        key: 'organization',
        title: t('webshop.fields.customer'),
        render: (_: unknown, order) => order.organizationName,
      },
      {
        key: 'product',
        title: t('webshop.fields.product'),
        render: (_: unknown, order) => productText(order.product, t),
      },
      {
        key: 'quantity',
        title: t('webshop.fields.quantity'),
        align: 'right',
        render: (_: unknown, order) => order.quantity,
      },
      {
        key: 'status',
        title: t('webshop.fields.status'),
        render: (_: unknown, order) => <WebshopOrderStatusTag status={order.status} />,
      },
      {
        key: 'reference',
        title: t('webshop.fields.reference'),
        responsive: ['md'],
        render: (_: unknown, order) => (
          <span style={{ overflowWrap: 'anywhere' }}>{order.reference ?? t('webshop.none')}</span>
        ),
      },
      !!onOrderAgain && {
        key: 'actions',
        title: <span className="visually-hidden">{t('webshop.orders.actions')}</span>,
        render: (_: unknown, order) => (
          <Button
            size="small"
            icon={<RedoOutlined aria-hidden />}
            aria-label={t('webshop.orders.orderAgainLabel', { orderNumber: order.orderNumber })}
            onClick={() => onOrderAgain(order)}
          >
            {t('webshop.orderAgain')}
          </Button>
        ),
      },
    ];
    return all.filter((column) => column !== false);
  }, [t, isStaff, onOrderAgain]);

  const pageQuery = (query: DataTableQuery) =>
    webshopOrdersPageQuery({ page: query.page, pageSize: query.pageSize, search: query.search, ...filters });

  return (
    <DataTable<WebshopOrder>
      ariaLabel={t('webshop.orders.title')}
      pageQuery={pageQuery}
      columns={columns}
      search={{ label: t('webshop.orders.search') }}
      toolbar={<WebshopOrderFilters filters={filters} isStaff={isStaff} />}
      emptyText={t('webshop.orders.empty')}
    />
  );
}
