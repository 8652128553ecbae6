import { api } from '@portal/api';
import type { Employee, EmployeeInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /employees (super admin): adds an employee; the server mails the confirmation link. Resolves with the new
 * employee; rejects with the axios error (400 with field errors, e.g. the e-mail address is taken).
 */
export async function createEmployee(input: EmployeeInput): Promise<Employee> {
  const { data } = await api.post<Employee>('/employees', input);
  return data;
}

/** Adds an employee; on success the employees (list and pickers) are loaded again. */
export function useCreateEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employees() }),
  });
}
