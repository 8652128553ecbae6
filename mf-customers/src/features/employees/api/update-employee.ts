import { api } from '@portal/api';
import type { Employee, EmployeeInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** PUT /employees/{id} (super admin). Resolves with the saved employee; rejects with the axios error (400 with field errors). */
export async function updateEmployee(employeeId: number, input: EmployeeInput): Promise<Employee> {
  const { data } = await api.put<Employee>(`/employees/${employeeId}`, input);
  return data;
}

/** Saves an employee; on success the employees (list and pickers) are loaded again. */
export function useUpdateEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, input }: { employeeId: number; input: EmployeeInput }) => updateEmployee(employeeId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employees() }),
  });
}
