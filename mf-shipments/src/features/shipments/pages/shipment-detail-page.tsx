import { ArrowLeftOutlined } from '@ant-design/icons';
import { normalizeError } from '@portal/api';
import { ErrorResult, PageHeader } from '@portal/ui';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useIsStaff } from '../../../shared/hooks/use-is-staff';
import { LabelDownloadButton } from '../../../shared/components/label-download-button';
import { shipmentIdOf, useShipmentQuery } from '../api/get-shipment';
import { ShipmentFacts } from '../components/shipment-facts';
import { ShipmentStatusTag } from '../components/shipment-status-tag';
import { ShipmentTimeline } from '../components/shipment-timeline';

/** What the overview's row link passes along: its URL query (filters, search, sort, page) for the way back. */
interface OverviewState {
  overview?: string;
}

/** The overview's query string passed in the location state, if it is one (`?status=delivered&page=2`). */
function overviewSearchOf(state: unknown): string {
  const overview = (state as OverviewState | null)?.overview;
  return typeof overview === 'string' && overview.startsWith('?') ? overview : '';
}

/**
 * One shipment (/shipments/:id; issue 14; spec §3 Shipment, §4): a back link to the overview (with the filters it
 * came from), the reference (the barcode when there is none) as the title with the status tag, the facts
 * (ShipmentFacts), "Reprint label" (the A6 label PDF) and the track and trace timeline (ShipmentTimeline, newest
 * first). A shipment that does not exist or is another organization's answers 404, which @portal/api turns into
 * the not-found page (spec §8; where no redirect is configured, e.g. standalone, "Page not found" shows in place);
 * other failures show the error with "Try again".
 */
export function ShipmentDetailPage() {
  const { t } = useShipmentsTranslation();
  const isStaff = useIsStaff();
  const location = useLocation();
  const id = shipmentIdOf(useParams<{ id: string }>().id);
  const query = useShipmentQuery(id);
  const shipment = query.data;

  const backLink = (
    <Link
      to={`/shipments${overviewSearchOf(location.state)}`}
      style={{ display: 'inline-block', marginBottom: 8 }}
    >
      <ArrowLeftOutlined aria-hidden /> {t('shipments.detail.back')}
    </Link>
  );

  let body: ReactNode;
  if (id === null) {
    body = <ErrorResult title={t('errors:pageNotFound')} />;
  } else if (query.isError) {
    // Asking again for a shipment that is not there (404) gives the same answer: no retry then.
    const notFound = normalizeError(query.error).status === 404;
    body = <ErrorResult error={query.error} onRetry={notFound ? undefined : () => void query.refetch()} />;
  } else if (!shipment) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('shipments.detail.facts')}</h2>}>
            <ShipmentFacts shipment={shipment} isStaff={isStaff} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('shipments.detail.timeline')}</h2>}>
            <Typography.Paragraph type="secondary">
              {t('shipments.detail.timelineOrder')}
            </Typography.Paragraph>
            <ShipmentTimeline events={shipment.events} />
          </Card>
        </Col>
      </Row>
    );
  }

  return (
    <article>
      {backLink}
      <PageHeader
        title={
          shipment ? (
            <span style={{ overflowWrap: 'anywhere' }}>{shipment.reference ?? shipment.barcode}</span>
          ) : (
            t('routes.shipment')
          )
        }
        extra={
          shipment && (
            <>
              <ShipmentStatusTag status={shipment.status} />
              <LabelDownloadButton shipment={shipment}>{t('shipments.labels.reprint')}</LabelDownloadButton>
            </>
          )
        }
      />
      {body}
    </article>
  );
}
