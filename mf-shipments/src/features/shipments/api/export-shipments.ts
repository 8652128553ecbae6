import { downloadFile, type DownloadedFile } from '@portal/api';
import type { ShipmentFilterValues } from '../components/shipment-filters';
import { toShipmentListQuery } from './list-shipments';

/**
 * GET /shipments/export?…: every shipment of the window that the overview's `filters` match (not one page), as an
 * xlsx the server names (else `shipments.xlsx`), offered as a download. Rejects with the axios error.
 */
export function exportShipments(filters: ShipmentFilterValues): Promise<DownloadedFile> {
  const {
    page: _page,
    pageSize: _pageSize,
    sort: _sort,
    ...query
  } = toShipmentListQuery({ page: 1, ...filters });
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const search = params.toString();
  return downloadFile(`/shipments/export${search ? `?${search}` : ''}`, 'shipments.xlsx');
}
