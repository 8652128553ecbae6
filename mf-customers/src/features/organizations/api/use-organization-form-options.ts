import { MAX_PAGE_SIZE, type Employee, type OrganizationListItem, type Page, type Supplier } from '@portal/domain';
import { useCallback } from 'react';
import { useEmployeesQuery } from '../../../shared/api/list-employees';
import { useOrganizationsQuery, type OrganizationListRequest } from './list-organizations';
import { useSuppliersQuery } from './list-suppliers';

/** One option of a select: value and label. */
export interface SelectOption {
  value: number;
  label: string;
}

/** Options of the organization form's selects. */
export interface OrganizationFormOptions {
  suppliers: SelectOption[];
  employees: SelectOption[];
  resellers: SelectOption[];
  loading: boolean;
}

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);
const supplierOptions = (suppliers: Supplier[]) => suppliers.map((s) => ({ value: s.id, label: s.name })).sort(byLabel);
const employeeOptions = (employees: Employee[]) => employees.map((e) => ({ value: e.id, label: e.name })).sort(byLabel);

/** Every organization, active and prospects included: the resellers are picked from them. */
const ALL_ORGANIZATIONS: OrganizationListRequest = { page: 1, pageSize: MAX_PAGE_SIZE, inactive: true, prospect: true };

/**
 * The options of the organization form: suppliers (GET /suppliers), employees for contact person and initial
 * contractor (GET /employees) and reseller organizations (GET /organizations, active and prospects included,
 * filtered on the reseller flag). `excludeId` leaves the edited organization out of the resellers. All cached
 * (TanStack Query); a failing list leaves its select empty, the form stays usable.
 */
export function useOrganizationFormOptions(excludeId?: number): OrganizationFormOptions {
  const suppliers = useSuppliersQuery(supplierOptions);
  const employees = useEmployeesQuery(employeeOptions);
  const resellerOptions = useCallback(
    (page: Page<OrganizationListItem>) =>
      page.items
        .filter((o) => o.isReseller && o.id !== excludeId)
        .map((o) => ({ value: o.id, label: o.name }))
        .sort(byLabel),
    [excludeId],
  );
  const resellers = useOrganizationsQuery(ALL_ORGANIZATIONS, resellerOptions);
  return {
    suppliers: suppliers.data ?? [],
    employees: employees.data ?? [],
    resellers: resellers.data ?? [],
    loading: suppliers.isPending || employees.isPending || resellers.isPending,
  };
}
