import { ExportOutlined } from '@ant-design/icons';
import { isHttpUrl } from '@portal/ui';
import type { ReactNode } from 'react';
import { useShipmentsTranslation } from '../../i18n/use-shipments-translation';

/** Props of {@link TrackAndTraceLink}. */
export interface TrackAndTraceLinkProps {
  /** The carrier's public track and trace page of the shipment (`trackAndTraceUrl` of the API). */
  url: string;
  /** The barcode (track and trace number), the link's text unless `label` is given. */
  barcode: string;
  /** Another text for the link (e.g. the webshop order's "Follow the shipment"); the barcode when absent. */
  label?: ReactNode;
}

/**
 * The shipment's track and trace link (spec §3 Shipment "track and trace"; docs/shipments-api.md: PostNL's page for
 * domestic, UPS's for international shipments): the barcode, opening the carrier's page in a new tab without giving
 * it our window (`rel="noopener noreferrer"`), and telling screen readers it opens a new tab. Used by the overview,
 * the detail and the "Shipping created" step. A URL that is not http(s) is no link (issue 21): the barcode only.
 */
export function TrackAndTraceLink({ url, barcode, label }: TrackAndTraceLinkProps) {
  const { t } = useShipmentsTranslation();
  if (!isHttpUrl(url)) return <span style={{ overflowWrap: 'anywhere' }}>{barcode}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      {label ?? barcode} <ExportOutlined aria-hidden />
      <span className="visually-hidden"> ({t('trackAndTrace.opensInNewTab')})</span>
    </a>
  );
}
