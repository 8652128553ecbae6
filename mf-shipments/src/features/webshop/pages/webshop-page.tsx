import { AppstoreOutlined } from '@ant-design/icons';
import type { WebshopOrder } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { PageHeader } from '@portal/ui';
import { Alert, Card, Flex } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { LinkButton } from '../components/link-button';
import { orderAgainOf } from '../components/order-again-state';
import { WebshopOrderForm } from '../components/webshop-order-form';
import { WebshopOrders } from '../components/webshop-orders';
import { useWebshopPermissions } from '../hooks/use-webshop-permissions';

/** The order form's start: its key (a new one starts a fresh form) and the order it is filled from, if any. */
interface Draft {
  key: number;
  again?: WebshopOrder;
}

/**
 * The webshop (/webshop; issue 15; spec §2 /webshop "webshop / order", subsystem 2; §6): ordering SIM cards and the
 * orders. An organization user who may order (WEBSHOP_ORDERER_ROLES) gets the "Order SIM cards" form at the top
 * (WebshopOrderForm), which each row's "Order again" — and the order page's, through the location state — fills in
 * and brings into view; once an order is placed the form starts afresh and the table shows it. The general
 * responsible reads the orders with a note that ordering needs a role with SIM management. Staff see every
 * customer's orders (customer column and filter) and the "Catalogue" (/webshop/products); they do not order here.
 * Below: the orders table (WebshopOrders).
 */
export function WebshopPage() {
  const { t } = useShipmentsTranslation();
  const { isStaff, canOrder } = useWebshopPermissions();
  const organizationId = useSessionStore((state) => state.user?.organizationId ?? undefined);
  const location = useLocation();
  const [draft, setDraft] = useState<Draft>(() => {
    const again = orderAgainOf(location.state);
    return again ? { key: 1, again } : { key: 0 };
  });
  // Read once: the state is dropped from the history entry, so a reload (or coming back) shows an empty form.
  const navigate = useNavigate();
  useEffect(() => {
    if (orderAgainOf(location.state)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);
  const orderAgain = useCallback(
    (order: WebshopOrder) => setDraft(({ key }) => ({ key: key + 1, again: order })),
    [],
  );
  const showForm = canOrder && organizationId !== undefined;

  return (
    <>
      <PageHeader
        title={t('routes.webshop')}
        subtitle={isStaff ? t('webshop.staffIntro') : t('webshop.intro')}
        extra={
          isStaff && (
            <LinkButton to="/webshop/products" icon={<AppstoreOutlined aria-hidden />}>
              {t('webshop.catalogueLink')}
            </LinkButton>
          )
        }
      />
      <Flex vertical gap={16}>
        {showForm && (
          <WebshopOrderForm
            key={draft.key}
            organizationId={organizationId}
            again={draft.again}
            focusOnShow={draft.key > 0}
            onPlaced={() => setDraft(({ key }) => ({ key: key + 1 }))}
          />
        )}
        {!isStaff && !canOrder && <Alert type="info" showIcon title={t('webshop.readOnly')} />}
        <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('webshop.orders.title')}</h2>}>
          <WebshopOrders isStaff={isStaff} onOrderAgain={showForm ? orderAgain : undefined} />
        </Card>
      </Flex>
    </>
  );
}
