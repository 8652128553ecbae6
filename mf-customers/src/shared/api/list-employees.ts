import { api } from '@portal/api';
import type { Employee } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * GET /employees: the provider's staff (spec §3 Employee), for the employees page and the contact person pickers.
 * Rejects with the axios error.
 */
export async function listEmployees(): Promise<Employee[]> {
  const { data } = await api.get<Employee[]>('/employees');
  return data;
}

/**
 * The provider's employees, optionally mapped by `select` (e.g. to select options; keep its identity between
 * renders). Cached under `['employees']`: one request however many screens and pickers ask at once.
 */
export function useEmployeesQuery<T = Employee[]>(select?: (employees: Employee[]) => T) {
  return useQuery({ queryKey: queryKeys.employees(), queryFn: listEmployees, select });
}
