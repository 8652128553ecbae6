import { downloadFile } from '@portal/api';

/** GET /organizations/ExportAddresses (staff): offers every organization's addresses as a download (xlsx). */
export async function exportOrganizationAddresses(): Promise<void> {
  await downloadFile('/organizations/ExportAddresses', 'addresses.xlsx');
}
