import {
  badRequestSchema,
  pageSchema,
  serviceRequestDecisionSchema,
  serviceRequestListItemSchema,
  serviceRequestListQuerySchema,
  serviceRequestInputSchema,
  serviceRequestSchema,
  subsystemLinkInputSchema,
  subsystemLinkSchema,
  subsystemOrganizationQuerySchema,
  subsystemOrganizationSchema,
  subsystemSummarySchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized } from '../../errors.js';
import { MEMBERS_ONLY, READ_ACCESS, STAFF_ROLES, WRITERS_ONLY, access } from '../../plugins/access.js';
import { actorOf } from '../../audit.js';
import { serviceRequestMail } from './mails.js';
import {
  createServiceRequest,
  decideServiceRequest,
  listAllServiceRequests,
  listServiceRequests,
  listSubsystemLinks,
  listSubsystemOrganizations,
  setSubsystemLink,
  summarizeSubsystems,
} from './repository.js';

const tags = ['subsystems'];
/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const dbId = idParamSchema;
const orgParams = z.object({ id: dbId });
const subsystemParams = z.object({ id: dbId, subsystem: dbId });
const requestParams = z.object({ id: dbId, requestId: dbId });
/** Spec §8 error bodies, documented on every route. */
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };

/**
 * Subsystem links and "More services" requests (issue 3, docs/customers-api.md "Subsystems and 'More services'",
 * spec §2, §4). Staff and users of that organization read; staff writers add links and decide requests; only users
 * of the organization request (staff get 403: they add links directly). Another organization's id answers 404.
 * The staff Sub systems screen (issue 11) reads the three cross-organization lists below. Registered under /api by
 * modules/business.ts.
 */
export default async function subsystemsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GET /subsystems (staff) → 200 SubsystemSummary[]: organizations holding each subsystem, open requests for it. */
  r.get(
    '/subsystems',
    {
      config: { access: access.roles(...STAFF_ROLES) },
      schema: {
        tags,
        summary: 'How many organizations hold each subsystem, and its open requests (staff)',
        response: { 200: z.array(subsystemSummarySchema), ...errors },
      },
    },
    async () => summarizeSubsystems(app.db),
  );

  /**
   * GET /subsystems/organizations?search=&subsystem=&requested=&page=&pageSize= (staff) → 200
   * Page<SubsystemOrganization> by name. 400 for an unknown subsystem or query parameter; 403 for organization users.
   */
  r.get(
    '/subsystems/organizations',
    {
      config: { access: access.roles(...STAFF_ROLES) },
      schema: {
        tags,
        summary: 'Organizations with the subsystems they hold and request (staff)',
        querystring: subsystemOrganizationQuerySchema,
        response: { 200: pageSchema(subsystemOrganizationSchema), ...errors },
      },
    },
    async (request) => listSubsystemOrganizations(app.db, request.query),
  );

  /**
   * GET /service-requests?status=&subsystem=&page=&pageSize= (staff) → 200 Page<ServiceRequestListItem>, newest
   * first, `status` open by default. Decisions go through PUT /organizations/{id}/service-requests/{requestId}.
   */
  r.get(
    '/service-requests',
    {
      config: { access: access.roles(...STAFF_ROLES) },
      schema: {
        tags,
        summary: '"More services" requests of every organization (staff)',
        querystring: serviceRequestListQuerySchema,
        response: { 200: pageSchema(serviceRequestListItemSchema), ...errors },
      },
    },
    async (request) => listAllServiceRequests(app.db, request.query),
  );

  /** GET /organizations/{id}/subsystems → 200 SubsystemLink[] for every subsystem in SUBSYSTEMS. */
  r.get(
    '/organizations/:id/subsystems',
    {
      config: { access: access.organization(READ_ACCESS) },
      schema: {
        tags,
        summary: 'Subsystems of an organization (added or not, with open requests)',
        params: orgParams,
        response: { 200: z.array(subsystemLinkSchema), ...errors },
      },
    },
    async (request) => {
      const links = await listSubsystemLinks(app.db, request.params.id);
      if (!links) throw notFound();
      return links;
    },
  );

  /**
   * PUT /organizations/{id}/subsystems/{subsystem} `{added}` (writers) → 200 SubsystemLink[]. Idempotent. 400
   * field subsystem when it is not one of 1, 2, 3, 4, 5, 8. Users get the change in their token on next sign-in.
   */
  r.put(
    '/organizations/:id/subsystems/:subsystem',
    {
      config: { access: access.organization(WRITERS_ONLY) },
      schema: {
        tags,
        summary: 'Add or remove a subsystem of an organization',
        params: subsystemParams,
        body: subsystemLinkInputSchema,
        response: { 200: z.array(subsystemLinkSchema), ...errors },
      },
    },
    async (request) => {
      const { id, subsystem } = request.params;
      const links = await setSubsystemLink(app.db, id, subsystem, request.body.added, actorOf(request));
      if (!links) throw notFound();
      return links;
    },
  );

  /** GET /organizations/{id}/service-requests → 200 ServiceRequest[], newest first. */
  r.get(
    '/organizations/:id/service-requests',
    {
      config: { access: access.organization(READ_ACCESS) },
      schema: {
        tags,
        summary: '"More services" requests of an organization',
        params: orgParams,
        response: { 200: z.array(serviceRequestSchema), ...errors },
      },
    },
    async (request) => {
      const list = await listServiceRequests(app.db, request.params.id);
      if (!list) throw notFound();
      return list;
    },
  );

  /**
   * POST /organizations/{id}/service-requests `{subsystem, message?}` (users of that organization, any role) →
   * 201 ServiceRequest, and mails the organization's contact person (or SUPPORT_EMAIL when it has none) in English
   * and Dutch. 400 field subsystem: unknown, already added, or already requested. A failed mail is logged only.
   */
  r.post(
    '/organizations/:id/service-requests',
    {
      config: { access: access.organization(MEMBERS_ONLY) },
      schema: {
        tags,
        summary: 'Request a subsystem ("More services")',
        params: orgParams,
        body: serviceRequestInputSchema,
        response: { 201: serviceRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const created = await createServiceRequest(
        app.db,
        request.params.id,
        request.body,
        user.id,
        actorOf(request),
      );
      if (!created) throw notFound();
      const { request: stored, organizationName, contactPersonEmail } = created;
      try {
        await app.mailer.send(
          serviceRequestMail(contactPersonEmail ?? app.config.supportEmail, {
            organizationName,
            subsystem: stored.subsystem,
            requesterName: stored.requestedBy ?? user.name,
            message: stored.message,
          }),
        );
      } catch (err) {
        // The request is stored and visible on the Subsystems tab; a lost mail must not make the user retry.
        request.log.error({ err, serviceRequestId: stored.id }, 'service request mail failed');
      }
      return reply.status(201).send(stored);
    },
  );

  /**
   * PUT /organizations/{id}/service-requests/{requestId} `{status: granted|declined}` (writers) → 200
   * ServiceRequest; granting adds the subsystem link. 400 field status when the request is no longer open.
   */
  r.put(
    '/organizations/:id/service-requests/:requestId',
    {
      config: { access: access.organization(WRITERS_ONLY) },
      schema: {
        tags,
        summary: 'Grant or decline a "More services" request',
        params: requestParams,
        body: serviceRequestDecisionSchema,
        response: { 200: serviceRequestSchema, ...errors },
      },
    },
    async (request) => {
      const { id, requestId } = request.params;
      const decided = await decideServiceRequest(
        app.db,
        id,
        requestId,
        request.body.status,
        actorOf(request),
      );
      if (!decided) throw notFound();
      return decided;
    },
  );
}
