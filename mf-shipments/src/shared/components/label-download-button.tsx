import { DownloadOutlined } from '@ant-design/icons';
import type { ShipmentListItem } from '@portal/domain';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { downloadShipmentLabel } from '../api/download-labels';
import { useDownload } from '../hooks/use-download';

/** Props of {@link LabelDownloadButton}. */
export interface LabelDownloadButtonProps {
  shipment: Pick<ShipmentListItem, 'id' | 'reference' | 'barcode'>;
  /** The button's text; none for an icon button (then give `ariaLabel`). */
  children?: ReactNode;
  /** The accessible name when the text alone does not say which shipment (table rows). */
  ariaLabel?: string;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
}

/**
 * Downloads a shipment's A6 shipping label (issue 14: the overview's Label column, the detail's "Reprint label",
 * the "Download label" of the created step). Spins while the PDF loads; a failure shows the spec §8 message.
 */
export function LabelDownloadButton({ shipment, children, ariaLabel, type, size }: LabelDownloadButtonProps) {
  const { downloading, download } = useDownload();

  return (
    <Button
      type={type}
      size={size}
      icon={<DownloadOutlined aria-hidden />}
      loading={downloading}
      aria-label={ariaLabel}
      onClick={() => void download(() => downloadShipmentLabel(shipment))}
    >
      {children}
    </Button>
  );
}
