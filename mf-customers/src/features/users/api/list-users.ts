import { api } from '@portal/api';
import { PAGE_SIZE, type Page, type UserListItem, type UserListQuery } from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { queryKeys } from '../../../shared/query-keys';

/** One request of the staff Users screen: 1-based page, search, sort (`field` or `-field`) and the two filters. */
export interface UserListRequest {
  page: number;
  pageSize?: number;
  search?: string;
  sort?: string;
  /** Only the users of this organization. */
  organizationId?: number;
  /** Only users holding this role code ("0".."4"). */
  role?: string;
}

/** The query parameters of a request: 20 per page by default; empty values left out. */
export function toUserListQuery(request: UserListRequest): UserListQuery {
  const query: UserListQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.search?.trim()) query.search = request.search.trim();
  if (request.sort) query.sort = request.sort;
  if (request.organizationId !== undefined) query.organizationId = request.organizationId;
  if (request.role !== undefined) query.role = request.role;
  return query;
}

/** GET /users (staff): one page of the users of every organization. Rejects with the axios error. */
export async function listUsers(request: UserListRequest): Promise<Page<UserListItem>> {
  const { data } = await api.get<Page<UserListItem>>('/users', { params: toUserListQuery(request) });
  return data;
}

/** The query of one page of the staff Users screen, for a DataTable (cached under `['users', 'list', query]`). */
export function usersPageQuery(request: UserListRequest): PageQuery<UserListItem> {
  return { queryKey: queryKeys.userList(toUserListQuery(request)), queryFn: () => listUsers(request) };
}
