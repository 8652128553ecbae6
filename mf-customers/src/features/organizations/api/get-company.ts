import { organizationsApi } from '@portal/api';
import type { Company } from '@portal/domain';

/** The company details of an organization for its own users (GET /organizations/{id}/company). */
export function getCompany(organizationId: number): Promise<Company> {
  return organizationsApi.company(organizationId);
}
