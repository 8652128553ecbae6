import {
  SUBSYSTEM_IDS,
  type Page,
  type ServiceRequest,
  type ServiceRequestListItem,
  type SubsystemLink,
  type SubsystemOrganization,
  type SubsystemSummary,
  type serviceRequestInputSchema,
  type serviceRequestListQuerySchema,
  type subsystemOrganizationQuerySchema,
} from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, exists, ilike, inArray, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { organizationSubsystems, organizations, serviceRequests, users } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import { containsPattern } from '../../db/search.js';

/**
 * Subsystem links and "More services" requests of an organization (docs/customers-api.md "Subsystems and
 * 'More services'", spec §2 subsystems, §4 added / not added). Users get a new link in their token on their next
 * sign-in (the token claims read organization_subsystems). Every write is audited inside its transaction.
 */

export type ServiceRequestWrite = z.output<typeof serviceRequestInputSchema>;
export type SubsystemOrganizationParams = z.output<typeof subsystemOrganizationQuerySchema>;
export type ServiceRequestListParams = z.output<typeof serviceRequestListQuerySchema>;

export const UNKNOWN_SUBSYSTEM = 'Unknown subsystem.';
export const SUBSYSTEM_ALREADY_ADDED = 'Your organization already has this service.';
export const SUBSYSTEM_ALREADY_REQUESTED = 'This service has already been requested.';
export const REQUEST_NOT_OPEN = 'This request has already been handled.';

/** 400 field subsystem "Unknown subsystem." unless `subsystem` is one of SUBSYSTEMS (1, 2, 3, 4, 5, 8). */
export function assertKnownSubsystem(subsystem: number): void {
  if (!SUBSYSTEM_IDS.includes(subsystem))
    throw badRequest([{ field: 'subsystem', message: UNKNOWN_SUBSYSTEM }]);
}

/** True when the organization exists; locks its row for the rest of the transaction when `lock` is set. */
async function organizationExists(db: Database, organizationId: number, lock = false): Promise<boolean> {
  const query = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [row] = lock ? await query.for('update') : await query;
  return !!row;
}

/**
 * GET /organizations/{id}/subsystems: one SubsystemLink per known subsystem in SUBSYSTEMS order, with the id of
 * an open request for it (if any). Null when the organization does not exist.
 */
export async function listSubsystemLinks(
  db: Database,
  organizationId: number,
): Promise<SubsystemLink[] | null> {
  if (!(await organizationExists(db, organizationId))) return null;
  const links = await db
    .select({ subsystem: organizationSubsystems.subsystem })
    .from(organizationSubsystems)
    .where(eq(organizationSubsystems.organizationId, organizationId));
  const open = await db
    .select({ id: serviceRequests.id, subsystem: serviceRequests.subsystem })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.organizationId, organizationId), eq(serviceRequests.status, 'open')))
    .orderBy(asc(serviceRequests.id));
  const added = new Set(links.map((l) => l.subsystem));
  return SUBSYSTEM_IDS.map((subsystem) => ({
    subsystem,
    added: added.has(subsystem),
    openRequestId: open.find((r) => r.subsystem === subsystem)?.id ?? null,
  }));
}

/**
 * PUT /organizations/{id}/subsystems/{subsystem} `{added}`: adds or removes the link; idempotent (a call that
 * changes nothing writes nothing, so no audit row either). Audited as "add"/"remove" on entity
 * "organizationSubsystem" (id "organizationId:subsystem"). 400 unknown subsystem; null when the organization does
 * not exist.
 */
export async function setSubsystemLink(
  db: Database,
  organizationId: number,
  subsystem: number,
  added: boolean,
  actor: Actor,
): Promise<SubsystemLink[] | null> {
  assertKnownSubsystem(subsystem);
  return db.transaction(async (tx) => {
    if (!(await organizationExists(tx, organizationId, true))) return null;
    const changed = added
      ? await tx
          .insert(organizationSubsystems)
          .values({ organizationId, subsystem })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(organizationSubsystems)
          .where(
            and(
              eq(organizationSubsystems.organizationId, organizationId),
              eq(organizationSubsystems.subsystem, subsystem),
            ),
          )
          .returning();
    if (changed.length) {
      await writeAudit(
        tx,
        actor,
        added ? 'add' : 'remove',
        'organizationSubsystem',
        `${organizationId}:${subsystem}`,
        added ? null : { organizationId, subsystem },
        added ? { organizationId, subsystem } : null,
      );
    }
    return listSubsystemLinks(tx, organizationId);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Service requests

const requestColumns = {
  id: serviceRequests.id,
  organizationId: serviceRequests.organizationId,
  subsystem: serviceRequests.subsystem,
  message: serviceRequests.message,
  status: serviceRequests.status,
  createdAt: serviceRequests.createdAt,
  handledAt: serviceRequests.handledAt,
  requesterFirstName: users.firstName,
  requesterLastName: users.lastName,
};

/** Requests joined with their requester (left join: a removed requester leaves the request). */
const selectRequests = (db: Database) =>
  db
    .select(requestColumns)
    .from(serviceRequests)
    .leftJoin(users, eq(users.id, serviceRequests.requestedById));
type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

function toServiceRequest(row: RequestRow): ServiceRequest {
  return {
    id: row.id,
    organizationId: row.organizationId,
    subsystem: row.subsystem,
    message: row.message,
    status: row.status,
    requestedBy:
      row.requesterFirstName !== null
        ? `${row.requesterFirstName} ${row.requesterLastName ?? ''}`.trim()
        : null,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

async function findServiceRequest(
  db: Database,
  organizationId: number,
  requestId: number,
): Promise<ServiceRequest | null> {
  const [row] = await selectRequests(db).where(
    and(eq(serviceRequests.id, requestId), eq(serviceRequests.organizationId, organizationId)),
  );
  return row ? toServiceRequest(row) : null;
}

/**
 * GET /organizations/{id}/service-requests: every request of the organization, newest first, `requestedBy` the
 * requester's full name (null when that user was removed). Null when the organization does not exist.
 */
export async function listServiceRequests(
  db: Database,
  organizationId: number,
): Promise<ServiceRequest[] | null> {
  if (!(await organizationExists(db, organizationId))) return null;
  const rows = await selectRequests(db)
    .where(eq(serviceRequests.organizationId, organizationId))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  return rows.map(toServiceRequest);
}

/** What the "More services" mail needs once a request is stored. */
export interface CreatedServiceRequest {
  request: ServiceRequest;
  organizationName: string;
  /** The organization's contact person's e-mail, or null when it has none. */
  contactPersonEmail: string | null;
}

/**
 * POST /organizations/{id}/service-requests by a user of that organization (`requesterId`): stores an open request,
 * audited as "create" on entity "serviceRequest". 400 field subsystem when it is unknown, already added, or already
 * requested (an open request exists). Null when the organization does not exist.
 */
export async function createServiceRequest(
  db: Database,
  organizationId: number,
  input: ServiceRequestWrite,
  requesterId: number,
  actor: Actor,
): Promise<CreatedServiceRequest | null> {
  assertKnownSubsystem(input.subsystem);
  return db.transaction(async (tx) => {
    // The organization row is locked so two simultaneous requests cannot both pass the "already requested" check.
    const [org] = await tx
      .select({ name: organizations.name, contactPersonId: organizations.contactPersonId })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!org) return null;
    const [link] = await tx
      .select({ subsystem: organizationSubsystems.subsystem })
      .from(organizationSubsystems)
      .where(
        and(
          eq(organizationSubsystems.organizationId, organizationId),
          eq(organizationSubsystems.subsystem, input.subsystem),
        ),
      );
    if (link) throw badRequest([{ field: 'subsystem', message: SUBSYSTEM_ALREADY_ADDED }]);
    const [open] = await tx
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.organizationId, organizationId),
          eq(serviceRequests.subsystem, input.subsystem),
          eq(serviceRequests.status, 'open'),
        ),
      );
    if (open) throw badRequest([{ field: 'subsystem', message: SUBSYSTEM_ALREADY_REQUESTED }]);

    const [row] = await tx
      .insert(serviceRequests)
      .values({
        organizationId,
        subsystem: input.subsystem,
        message: input.message,
        requestedById: requesterId,
      })
      .returning({ id: serviceRequests.id });
    const request = (await findServiceRequest(tx, organizationId, row.id))!;
    await writeAudit(tx, actor, 'create', 'serviceRequest', row.id, null, request);

    const [contact] = org.contactPersonId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, org.contactPersonId))
      : [];
    return { request, organizationName: org.name, contactPersonEmail: contact?.email ?? null };
  });
}

/**
 * PUT /organizations/{id}/service-requests/{requestId} `{status}` (staff writers): decides an open request,
 * recording who (`handledById`) and when. Granting adds the subsystem link in the same transaction (audited
 * separately as "add" on "organizationSubsystem" when it was missing). Audited as "grant"/"decline" on
 * "serviceRequest". 400 field status when the request is not open; null when it does not exist in this
 * organization.
 */
export async function decideServiceRequest(
  db: Database,
  organizationId: number,
  requestId: number,
  status: 'granted' | 'declined',
  actor: Actor,
): Promise<ServiceRequest | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: serviceRequests.status, subsystem: serviceRequests.subsystem })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, requestId), eq(serviceRequests.organizationId, organizationId)))
      .for('update');
    if (!current) return null;
    if (current.status !== 'open') throw badRequest([{ field: 'status', message: REQUEST_NOT_OPEN }]);
    const before = (await findServiceRequest(tx, organizationId, requestId))!;
    await tx
      .update(serviceRequests)
      .set({ status, handledById: actor.userId, handledAt: new Date() })
      .where(eq(serviceRequests.id, requestId));
    if (status === 'granted') {
      const added = await tx
        .insert(organizationSubsystems)
        .values({ organizationId, subsystem: current.subsystem })
        .onConflictDoNothing()
        .returning();
      if (added.length) {
        const link = { organizationId, subsystem: current.subsystem };
        await writeAudit(
          tx,
          actor,
          'add',
          'organizationSubsystem',
          `${organizationId}:${current.subsystem}`,
          null,
          link,
        );
      }
    }
    const after = (await findServiceRequest(tx, organizationId, requestId))!;
    await writeAudit(
      tx,
      actor,
      status === 'granted' ? 'grant' : 'decline',
      'serviceRequest',
      requestId,
      before,
      after,
    );
    return after;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The staff Sub systems screen (issue 11): across every organization

/**
 * GET /subsystems: per subsystem in SUBSYSTEMS order, how many organizations hold it and how many "More services"
 * requests for it are open. Two grouped counts, whatever the number of organizations.
 */
export async function summarizeSubsystems(db: Database): Promise<SubsystemSummary[]> {
  const [held, open] = await Promise.all([
    db
      .select({ subsystem: organizationSubsystems.subsystem, total: count() })
      .from(organizationSubsystems)
      .groupBy(organizationSubsystems.subsystem),
    db
      .select({ subsystem: serviceRequests.subsystem, total: count() })
      .from(serviceRequests)
      .where(eq(serviceRequests.status, 'open'))
      .groupBy(serviceRequests.subsystem),
  ]);
  const countOf = (rows: { subsystem: number; total: number }[], subsystem: number) =>
    rows.find((row) => row.subsystem === subsystem)?.total ?? 0;
  return SUBSYSTEM_IDS.map((subsystem) => ({
    subsystem,
    organizationCount: countOf(held, subsystem),
    openRequestCount: countOf(open, subsystem),
  }));
}

/**
 * GET /subsystems/organizations: one page of organizations by name with the subsystems each holds and has open
 * requests for (both ascending). `subsystem` keeps those holding it; `requested` those with an open request (for
 * that subsystem when given); `search` matches name and customer number.
 */
export async function listSubsystemOrganizations(
  db: Database,
  params: SubsystemOrganizationParams,
): Promise<Page<SubsystemOrganization>> {
  const conditions: SQL[] = [];
  if (params.search) {
    const pattern = containsPattern(params.search);
    conditions.push(or(ilike(organizations.name, pattern), ilike(organizations.customerNumber, pattern))!);
  }
  if (params.subsystem !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(organizationSubsystems)
          .where(
            and(
              eq(organizationSubsystems.organizationId, organizations.id),
              eq(organizationSubsystems.subsystem, params.subsystem),
            ),
          ),
      ),
    );
  }
  if (params.requested !== undefined) {
    const openRequest = exists(
      db
        .select({ one: sql`1` })
        .from(serviceRequests)
        .where(
          and(
            eq(serviceRequests.organizationId, organizations.id),
            eq(serviceRequests.status, 'open'),
            params.subsystem !== undefined ? eq(serviceRequests.subsystem, params.subsystem) : undefined,
          ),
        ),
    );
    conditions.push(params.requested ? openRequest : not(openRequest));
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        organizationId: organizations.id,
        name: organizations.name,
        customerNumber: organizations.customerNumber,
        isInactive: organizations.isInactive,
      })
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  const ids = rows.map((row) => row.organizationId);
  const [links, open] = ids.length
    ? await Promise.all([
        db
          .select({
            organizationId: organizationSubsystems.organizationId,
            subsystem: organizationSubsystems.subsystem,
          })
          .from(organizationSubsystems)
          .where(inArray(organizationSubsystems.organizationId, ids)),
        db
          .selectDistinct({
            organizationId: serviceRequests.organizationId,
            subsystem: serviceRequests.subsystem,
          })
          .from(serviceRequests)
          .where(and(inArray(serviceRequests.organizationId, ids), eq(serviceRequests.status, 'open'))),
      ])
    : [[], []];
  const subsystemsOf = (list: { organizationId: number; subsystem: number }[], organizationId: number) =>
    list
      .filter((row) => row.organizationId === organizationId)
      .map((row) => row.subsystem)
      .sort((a, b) => a - b);
  return {
    items: rows.map((row) => ({
      ...row,
      subsystems: subsystemsOf(links, row.organizationId),
      requestedSubsystems: subsystemsOf(open, row.organizationId),
    })),
    total,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/**
 * GET /service-requests: one page of the requests of every organization with `status` (and `subsystem` when
 * given), newest first, each with its organization's name and customer number.
 */
export async function listAllServiceRequests(
  db: Database,
  params: ServiceRequestListParams,
): Promise<Page<ServiceRequestListItem>> {
  const where = and(
    eq(serviceRequests.status, params.status),
    params.subsystem !== undefined ? eq(serviceRequests.subsystem, params.subsystem) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...requestColumns,
        organizationName: organizations.name,
        customerNumber: organizations.customerNumber,
      })
      .from(serviceRequests)
      .innerJoin(organizations, eq(organizations.id, serviceRequests.organizationId))
      .leftJoin(users, eq(users.id, serviceRequests.requestedById))
      .where(where)
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ total: count() }).from(serviceRequests).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toServiceRequest(row),
      organizationName: row.organizationName,
      customerNumber: row.customerNumber,
    })),
    total,
    page: params.page,
    pageSize: params.pageSize,
  };
}
