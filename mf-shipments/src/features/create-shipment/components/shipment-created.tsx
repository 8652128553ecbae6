import type { Shipment } from '@portal/domain';
import { Button, Flex, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { LabelDownloadButton } from '../../../shared/components/label-download-button';
import { TrackAndTraceLink } from '../../../shared/components/track-and-trace-link';

/** Props of {@link ShipmentCreated}. */
export interface ShipmentCreatedProps {
  shipment: Shipment;
  /** Starts a new shipment in the same flow. */
  onCreateAnother: () => void;
}

/**
 * Step "Shipping created" of both flows (spec §2, §8 "The shipment is created!"): the barcode, "Download label"
 * (the A6 PDF), the track and trace link (new tab), a link to the shipment's detail and "Create another shipment".
 * The message takes the focus, so screen readers announce it.
 */
export function ShipmentCreated({ shipment, onCreateAnother }: ShipmentCreatedProps) {
  const { t } = useShipmentsTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Result
      status="success"
      title={
        <h2 ref={heading} tabIndex={-1} style={{ fontSize: 'inherit', margin: 0, outline: 'none' }}>
          {t('createShipment.serverMessages.created')}
        </h2>
      }
      subTitle={t('createShipment.created.subtitle', { barcode: shipment.barcode })}
      extra={
        <Flex vertical gap={16} align="center">
          <Flex gap={8} wrap justify="center">
            <LabelDownloadButton shipment={shipment} type="primary">
              {t('createShipment.created.downloadLabel')}
            </LabelDownloadButton>
            <Button onClick={onCreateAnother}>{t('createShipment.created.another')}</Button>
          </Flex>
          <span>
            {t('createShipment.created.trackAndTrace')}:{' '}
            <TrackAndTraceLink url={shipment.trackAndTraceUrl} barcode={shipment.barcode} />
          </span>
          <Link to={`/shipments/${shipment.id}`}>{t('createShipment.created.view')}</Link>
        </Flex>
      }
    />
  );
}
