import { downloadFile, type DownloadedFile } from '@portal/api';
import type { ShipmentListItem } from '@portal/domain';

/** Most labels one A4 print takes (GET /shipments/labels: up to 100 ids). */
export const MAX_LABELS_PER_PRINT = 100;

/**
 * GET /shipments/{id}/label?download=1: the shipment's A6 label PDF (barcode, QR code to track and trace), offered
 * as a download named by the server (else `label-<reference or barcode>.pdf`). Rejects with the axios error.
 */
export function downloadShipmentLabel(
  shipment: Pick<ShipmentListItem, 'id' | 'reference' | 'barcode'>,
): Promise<DownloadedFile> {
  return downloadFile(
    `/shipments/${shipment.id}/label?download=1`,
    `label-${shipment.reference ?? shipment.barcode}.pdf`,
  );
}

/**
 * GET /shipments/labels?ids=1,2,3&download=1: the labels of 1 to {@link MAX_LABELS_PER_PRINT} shipments on A4
 * pages, four per page, in the order given, offered as a download (else `labels.pdf`). Rejects with the axios error.
 */
export function downloadShipmentLabels(ids: readonly number[]): Promise<DownloadedFile> {
  return downloadFile(`/shipments/labels?ids=${ids.join(',')}&download=1`, 'labels.pdf');
}
