import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** DELETE /employees/{id} (super admin; not oneself). Rejects with the axios error. */
export async function removeEmployee(employeeId: number): Promise<void> {
  await api.delete(`/employees/${employeeId}`);
}

/** Removes an employee; on success the employees (list and pickers) are loaded again. */
export function useRemoveEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employees() }),
  });
}
