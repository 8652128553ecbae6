import { downloadFile } from '@portal/api';

/** GET /organizations/ExportUsers (staff): offers every organization's users as a download (xlsx). */
export async function exportOrganizationUsers(): Promise<void> {
  await downloadFile('/organizations/ExportUsers', 'users.xlsx');
}
