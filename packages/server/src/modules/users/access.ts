import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../errors.js';
import { assertOrganizationScope } from '../../plugins/access.js';
import { canAddUsers } from '../organizations/policy.js';

/**
 * Access hooks for routes under /organizations/{id}/… (docs/customers-api.md). They run on `onRequest`, before
 * the body is parsed and validated, so a signed-out caller gets 401 and another tenant 404 whatever it sends.
 */

/** The raw `:id` path parameter as a number, or null when it is not a plain positive integer (validation answers 400). */
function organizationIdOf(request: FastifyRequest): number | null {
  const raw = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  return Number(raw);
}

/** onRequest: 401 signed out; 404 when an organization user names another organization (staff pass). */
export const requireOrganizationScope: onRequestAsyncHookHandler = async (request) => {
  if (!request.user) throw unauthorized();
  const id = organizationIdOf(request);
  if (id !== null) assertOrganizationScope(request.user, id);
};

/**
 * onRequest for managing the users of organization `:id` (spec §6): staff writers, or an authorized-to-sign /
 * user-manager user of that organization. 401 signed out; 404 another organization's user; 403 other roles
 * (account manager included: staff read only).
 */
export const requireUserManagement: onRequestAsyncHookHandler = async (request) => {
  if (!request.user) throw unauthorized();
  const id = organizationIdOf(request);
  if (id === null) return;
  assertOrganizationScope(request.user, id);
  if (!canAddUsers(request.user, id)) throw forbidden();
};
