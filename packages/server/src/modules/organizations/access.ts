import type { OrganizationRole, ProviderRole } from '@portal/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, notFound, unauthorized } from '../../errors.js';
import { describeAccess } from '../../plugins/access.js';
import { ORGANIZATION_WRITER_ROLES, STAFF_ROLES, USER_ADDER_ROLES, isStaffUser } from './policy.js';

/**
 * Who may call the customer-administration routes under /organizations/{id}/… (docs/customers-api.md, spec §6).
 * Shared by the addresses, contacts, subsystems, subcustomers, users and profile modules; kept as data so routes
 * and tests read the same table.
 */
export interface OrganizationAccessRule {
  /** Provider roles allowed (staff reach every organization). */
  staff: readonly ProviderRole[];
  /** Users of that same organization allowed: all of them (true), none (false) or those holding one of the roles. */
  members: boolean | readonly OrganizationRole[];
}

/** Staff read everything; an organization user reads its own organization. */
export const READ_ACCESS: OrganizationAccessRule = { staff: STAFF_ROLES, members: true };
/** Staff writers (not account managers) and any user of that organization (addresses, spec §1). */
export const WRITERS_OR_MEMBERS: OrganizationAccessRule = { staff: ORGANIZATION_WRITER_ROLES, members: true };
/** Staff writers only: super admin, management, support. */
export const WRITERS_ONLY: OrganizationAccessRule = { staff: ORGANIZATION_WRITER_ROLES, members: false };
/** Users of that organization only (a "More services" request); staff get 403. */
export const MEMBERS_ONLY: OrganizationAccessRule = { staff: [], members: true };
/** Managing users (spec §6): staff writers, or authorized to sign / user manager of that organization. */
export const USER_MANAGERS: OrganizationAccessRule = { staff: ORGANIZATION_WRITER_ROLES, members: USER_ADDER_ROLES };

/**
 * Decides a caller's access to organization `organizationId` under `rule`: 401 signed out; 404 for an
 * organization user (or anyone who is not staff) asking for another organization, before any role check, so ids
 * cannot be probed; 403 when the role is not allowed. Returns normally when allowed.
 */
export function assertOrganizationAccess(
  user: FastifyRequest['user'],
  organizationId: number,
  rule: OrganizationAccessRule,
): void {
  if (!user) throw unauthorized();
  if (isStaffUser(user)) {
    if (!user.roles.some((r) => (rule.staff as readonly string[]).includes(r))) throw forbidden();
    return;
  }
  if (user.organizationId === null || user.organizationId !== organizationId) throw notFound();
  const allowed = Array.isArray(rule.members)
    ? user.roles.some((r) => (rule.members as readonly string[]).includes(r))
    : rule.members;
  if (!allowed) throw forbidden();
}

/**
 * onRequest hook for routes with an `:id` organization parameter: runs before validation, so a signed-out caller
 * gets 401 and a caller of another organization 404 whatever the payload. The raw id is compared as a number;
 * a malformed id fails the scope check for organization users (404) and the params schema for staff (400).
 */
export function organizationAccess(rule: OrganizationAccessRule): onRequestAsyncHookHandler {
  const members = Array.isArray(rule.members)
    ? `users of that organization with roles ${rule.members.join(', ')}`
    : rule.members
      ? 'any user of that organization'
      : 'no organization users';
  const staff = rule.staff.length ? `staff roles ${rule.staff.join(', ')}` : 'no staff';
  return describeAccess(
    async function organizationAccessHook(request: FastifyRequest) {
      const raw = (request.params as { id?: string } | undefined)?.id;
      assertOrganizationAccess(request.user, Number(raw), rule);
    },
    `${staff}; ${members} (another organization's id: 404)`,
  );
}
