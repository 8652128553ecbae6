import { normalizeError } from '@portal/api';
import { ErrorResult, PageHeader } from '@portal/ui';
import { Breadcrumb, Card, Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useWebshopOrderQuery, webshopOrderIdOf } from '../api/get-webshop-order';
import { WebshopOrderActions } from '../components/webshop-order-actions';
import { WebshopOrderFacts } from '../components/webshop-order-facts';
import { WebshopOrderProgress } from '../components/webshop-order-progress';
import { WebshopOrderStatusTag } from '../components/webshop-order-status-tag';
import { useWebshopPermissions } from '../hooks/use-webshop-permissions';

/**
 * One webshop order (/webshop/orders/:id; issue 15; spec §2 /webshop): a breadcrumb back to the webshop, "Order
 * WS-000123" as the title with its status and actions (WebshopOrderActions: start processing, ship, cancel, order
 * again, by role and state), where it is (WebshopOrderProgress) and its facts (WebshopOrderFacts; the customer for
 * staff). An order that does not exist or is another organization's answers 404, which @portal/api turns into the
 * not-found page (spec §8; where no redirect is configured, "Page not found" shows in place); other failures show the
 * error with "Try again".
 */
export function WebshopOrderPage() {
  const { t } = useShipmentsTranslation();
  const { isStaff } = useWebshopPermissions();
  const id = webshopOrderIdOf(useParams<{ id: string }>().id);
  const query = useWebshopOrderQuery(id);
  const order = query.data;

  let body: ReactNode;
  if (id === null) {
    body = <ErrorResult title={t('errors:pageNotFound')} />;
  } else if (query.isError) {
    // Asking again for an order that is not there (404) gives the same answer: no retry then.
    const notFound = normalizeError(query.error).status === 404;
    body = <ErrorResult error={query.error} onRetry={notFound ? undefined : () => void query.refetch()} />;
  } else if (!order) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('webshop.detail.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else {
    body = (
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('webshop.detail.progress')}</h2>}>
            <WebshopOrderProgress status={order.status} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('webshop.detail.facts')}</h2>}>
            <WebshopOrderFacts order={order} isStaff={isStaff} />
          </Card>
        </Col>
      </Row>
    );
  }

  return (
    <article>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[
          { title: <Link to="/webshop">{t('routes.webshop')}</Link> },
          { title: order?.orderNumber ?? t('routes.webshopOrder') },
        ]}
      />
      <PageHeader
        title={
          order ? t('webshop.detail.title', { orderNumber: order.orderNumber }) : t('routes.webshopOrder')
        }
        extra={
          order && (
            <>
              <WebshopOrderStatusTag status={order.status} />
              <WebshopOrderActions order={order} />
            </>
          )
        }
      />
      {body}
    </article>
  );
}
