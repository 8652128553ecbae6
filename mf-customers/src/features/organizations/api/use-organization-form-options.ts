import { employeesApi, organizationsApi, suppliersApi } from '@portal/api';
import { MAX_PAGE_SIZE } from '@portal/domain';
import { useAsyncData } from '@portal/ui';

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

/**
 * Loads the options of the organization form: suppliers (GET /suppliers), employees for contact person and
 * initial contractor (GET /employees) and reseller organizations (GET /organizations, active and prospects
 * included, filtered on the reseller flag). `excludeId` leaves the edited organization out of the resellers.
 * A failing list leaves its select empty; the form stays usable.
 */
export function useOrganizationFormOptions(excludeId?: number): OrganizationFormOptions {
  const suppliers = useAsyncData(
    () => suppliersApi.list().then((list) => list.map((s) => ({ value: s.id, label: s.name })).sort(byLabel)),
    [],
  );
  const employees = useAsyncData(
    () => employeesApi.list().then((list) => list.map((e) => ({ value: e.id, label: e.name })).sort(byLabel)),
    [],
  );
  const resellers = useAsyncData(
    () =>
      organizationsApi
        .list({ page: 1, pageSize: MAX_PAGE_SIZE, inactive: true, prospect: true })
        .then((page) =>
          page.items
            .filter((o) => o.isReseller && o.id !== excludeId)
            .map((o) => ({ value: o.id, label: o.name }))
            .sort(byLabel),
        ),
    [excludeId],
  );
  return {
    suppliers: suppliers.data ?? [],
    employees: employees.data ?? [],
    resellers: resellers.data ?? [],
    loading: suppliers.loading || employees.loading || resellers.loading,
  };
}
