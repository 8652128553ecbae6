import {
  HELPDESK_SUBSYSTEM,
  TICKET_HANDLER_ROLES,
  URGENT_TICKET_ROLES,
  badRequestSchema,
  pageSchema,
  ticketAssigneeInputSchema,
  ticketAssigneeSchema,
  ticketInputSchema,
  ticketAttachmentSchema,
  ticketListItemSchema,
  ticketListQuerySchema,
  ticketReplyInputSchema,
  ticketSchema,
  ticketStatusInputSchema,
  inboundMailResultSchema,
  ticketLinkInputSchema,
  unknownSenderDeleteInputSchema,
  unknownSenderQuerySchema,
  unknownSenderTicketSchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { badRequest, notFound } from '../../errors.js';
import {
  STAFF_ROLES,
  access,
  hasAnyRole,
  isStaff,
  signedInUser,
  tenantScopeOf,
} from '../../plugins/access.js';
import {
  type TicketViewer,
  type TicketWriteResult,
  assignTicket,
  changeTicketStatus,
  createTicket,
  getTicket,
  listTicketAssignees,
  listTickets,
  replyToTicket,
} from './repository.js';
import multipart from '@fastify/multipart';
import { sendStoredFile } from '../../files/send.js';
import { TICKET_ATTACHMENT_TYPES } from '../../files/content-type.js';
import { receiveUpload, sizeText } from '../../files/upload.js';
import {
  assertMayAttach,
  deleteTicketAttachment,
  findTicketAttachment,
  insertTicketAttachment,
} from './attachments.js';
import { receiveMail } from './inbound-mail.js';
import {
  deleteUnknownSenderTickets,
  linkTicketToOrganization,
  listUnknownSenderTickets,
} from './unknown-senders.js';

/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const dbId = idParamSchema;
const idParams = z.object({ id: dbId });
/** Spec §8 error bodies, documented on every route. */
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §2 /helpdesk: staff always, organization users when their organization holds subsystem 1. */
const HELPDESK = access.subsystem(HELPDESK_SUBSYSTEM);
/** Handlers (spec §6 support "manages helpdesk tickets"; management, super admin): status, assignment, notes. */
const HANDLERS = access.roles(...TICKET_HANDLER_ROLES);

/** The viewer of a request: who, its tenant scope, and what its roles allow on tickets. 401 when signed out. */
function viewerOf(request: FastifyRequest): TicketViewer {
  const user = signedInUser(request);
  const staff = isStaff(user);
  return {
    userId: user.id,
    name: user.name || user.email,
    email: user.email,
    scope: tenantScopeOf(user),
    staff,
    handler: staff && hasAnyRole(user, TICKET_HANDLER_ROLES),
    mayChooseUrgent: staff || hasAnyRole(user, URGENT_TICKET_ROLES),
  };
}

/**
 * Helpdesk tickets (issue 13; docs/helpdesk-api.md "Helpdesk tickets API"; spec §2 /helpdesk, §3 Ticket, §4, §6).
 * Registered under /api by modules/business.ts.
 */
export default async function ticketRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mailContext = { publicUrl: app.config.publicUrl, supportEmail: app.config.supportEmail };
  /** Starts delivery of the mails a committed write queued and answers with the ticket as the viewer sees it. */
  const answer = async (request: FastifyRequest, result: TicketWriteResult | null) => {
    if (!result) throw notFound();
    if (result.mailsQueued > 0) app.mailOutbox.kick();
    const ticket = await getTicket(app.db, viewerOf(request), result.ticketId);
    if (!ticket) throw notFound();
    return ticket;
  };

  /** GET /tickets?search=&state=&status=&priority=&organizationId=&assignee=&sort=&page=&pageSize= → 200 Page. */
  r.get(
    '/tickets',
    {
      config: { access: HELPDESK },
      schema: {
        tags: ['tickets'],
        summary: "Tickets the user reaches (organization users: their organization's), filtered and sorted",
        querystring: ticketListQuerySchema,
        response: { 200: pageSchema(ticketListItemSchema), ...errors },
      },
    },
    async (request) => listTickets(app.db, viewerOf(request), request.query),
  );

  /** GET /tickets/assignees (staff) → 200 TicketAssignee[]: the employees a ticket can be assigned to. */
  r.get(
    '/tickets/assignees',
    {
      config: { access: access.roles(...STAFF_ROLES) },
      schema: {
        tags: ['tickets'],
        summary: 'Helpdesk employees a ticket can be assigned to',
        response: { 200: z.array(ticketAssigneeSchema), ...errors },
      },
    },
    async () => listTicketAssignees(app.db),
  );

  /** GET /tickets/{id} → 200 Ticket with its thread; 404 outside the user's organization. */
  r.get(
    '/tickets/:id',
    {
      config: { access: HELPDESK },
      schema: {
        tags: ['tickets'],
        summary: 'One ticket with its messages (internal notes for staff only)',
        params: idParams,
        response: { 200: ticketSchema, ...errors },
      },
    },
    async (request) => {
      const ticket = await getTicket(app.db, viewerOf(request), request.params.id);
      if (!ticket) throw notFound();
      return ticket;
    },
  );

  /** POST /tickets → 201 Ticket (status open); mails the support address or, when staff open it, the requester. */
  r.post(
    '/tickets',
    {
      config: { access: HELPDESK },
      schema: {
        tags: ['tickets'],
        summary: 'Open a ticket (staff: for an organization and a requester)',
        body: ticketInputSchema,
        response: { 201: ticketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await createTicket(
        app.db,
        viewerOf(request),
        request.body,
        actorOf(request),
        mailContext,
      );
      return reply.status(201).send(await answer(request, result));
    },
  );

  /** POST /tickets/{id}/messages `{body, internal}` → 201 Ticket; internal notes: handlers only (403). */
  r.post(
    '/tickets/:id/messages',
    {
      config: { access: HELPDESK },
      schema: {
        tags: ['tickets'],
        summary: 'Reply to a ticket, or (helpdesk handlers) add an internal note',
        params: idParams,
        body: ticketReplyInputSchema,
        response: { 201: ticketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await replyToTicket(
        app.db,
        viewerOf(request),
        request.params.id,
        request.body,
        actorOf(request),
        mailContext,
      );
      return reply.status(201).send(await answer(request, result));
    },
  );

  /** PUT /tickets/{id}/status `{status}` (handlers) → 200 Ticket; 400 when TICKET_TRANSITIONS refuses it. */
  r.put(
    '/tickets/:id/status',
    {
      config: { access: HANDLERS },
      schema: {
        tags: ['tickets'],
        summary: 'Change the status of a ticket (by the transition table)',
        params: idParams,
        body: ticketStatusInputSchema,
        response: { 200: ticketSchema, ...errors },
      },
    },
    async (request) => {
      const found = await changeTicketStatus(
        app.db,
        request.params.id,
        request.body.status,
        actorOf(request),
      );
      return answer(request, found ? { ticketId: request.params.id, mailsQueued: 0 } : null);
    },
  );

  /** PUT /tickets/{id}/assignee `{assigneeId}` (handlers) → 200 Ticket; null unassigns. */
  r.put(
    '/tickets/:id/assignee',
    {
      config: { access: HANDLERS },
      schema: {
        tags: ['tickets'],
        summary: 'Assign a ticket to a helpdesk employee, or unassign it',
        params: idParams,
        body: ticketAssigneeInputSchema,
        response: { 200: ticketSchema, ...errors },
      },
    },
    async (request) => {
      const found = await assignTicket(app.db, request.params.id, request.body.assigneeId, actorOf(request));
      return answer(request, found ? { ticketId: request.params.id, mailsQueued: 0 } : null);
    },
  );

  // ─── Incoming mail and the Unknown users (spam) queue ─────────────────────────────────────────────────────────

  const inbound = {
    ...mailContext,
    maxBytes: app.config.inboundMailMaxBytes,
    files: app.files,
    attachmentMaxBytes: app.config.uploadMaxBytes,
  };
  // The raw message of POST /tickets/inbound-mail; twice the limit so that receiveMail answers a clear 400 for a
  // mail just over it (beyond that Fastify's own 413).
  app.addContentTypeParser(
    'message/rfc822',
    { parseAs: 'buffer', bodyLimit: inbound.maxBytes * 2 },
    (_request, body, done) => done(null, body),
  );

  /**
   * POST /tickets/inbound-mail (raw message/rfc822; handlers) → 201 `{outcome, ticketId, duplicate: false}`, or 200
   * with `duplicate: true` for a message taken in before (local use, tests).
   */
  r.post(
    '/tickets/inbound-mail',
    {
      config: { access: HANDLERS },
      schema: {
        tags: ['tickets'],
        summary: 'Deliver an e-mail (.eml) to the helpdesk: a reply, a new ticket or an unknown-sender entry',
        consumes: ['message/rfc822'],
        response: { 200: inboundMailResultSchema, 201: inboundMailResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw))
        throw badRequest([{ field: 'mail', message: 'Send the mail as message/rfc822.' }]);
      const { mailsQueued, ...result } = await receiveMail(app.db, raw, actorOf(request), inbound);
      if (mailsQueued > 0) app.mailOutbox.kick();
      return reply.status(result.duplicate ? 200 : 201).send(result);
    },
  );

  /** GET /tickets/unknown?search=&page=&pageSize= (staff) → 200 Page<UnknownSenderTicket>, newest first. */
  r.get(
    '/tickets/unknown',
    {
      config: { access: access.roles(...STAFF_ROLES) },
      schema: {
        tags: ['tickets'],
        summary: 'The Unknown users (spam) queue: mail of senders the portal does not know',
        querystring: unknownSenderQuerySchema,
        response: { 200: pageSchema(unknownSenderTicketSchema), ...errors },
      },
    },
    async (request) => listUnknownSenderTickets(app.db, request.query),
  );

  /** PUT /tickets/{id}/organization `{organizationId}` (handlers) → 200 Ticket: a queue entry linked. */
  r.put(
    '/tickets/:id/organization',
    {
      config: { access: HANDLERS },
      schema: {
        tags: ['tickets'],
        summary:
          'Link a ticket of the Unknown users queue to an organization (the sender becomes the requester)',
        params: idParams,
        body: ticketLinkInputSchema,
        response: { 200: ticketSchema, ...errors },
      },
    },
    async (request) => {
      const found = await linkTicketToOrganization(
        app.db,
        request.params.id,
        request.body.organizationId,
        actorOf(request),
      );
      return answer(request, found ? { ticketId: request.params.id, mailsQueued: 0 } : null);
    },
  );

  /** POST /tickets/unknown/delete `{ids}` (handlers) → 200 `{deleted}`: queue entries deleted as spam. */
  r.post(
    '/tickets/unknown/delete',
    {
      config: { access: HANDLERS },
      schema: {
        tags: ['tickets'],
        summary: 'Delete entries of the Unknown users queue as spam',
        body: unknownSenderDeleteInputSchema,
        response: { 200: z.object({ deleted: z.number().int() }), ...errors },
      },
    },
    async (request) => ({
      deleted: await deleteUnknownSenderTickets(app.db, request.body.ids, actorOf(request)),
    }),
  );

  // ─── Attachments ──────────────────────────────────────────────────────────────────────────────────────────────

  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 5, fieldSize: 64, parts: 6 },
  });
  const attachmentParams = z.object({ id: dbId, attachmentId: dbId });
  const accepted = 'PDF, images (PNG, JPEG, GIF, WebP), office documents and ZIP archives';

  /**
   * POST /tickets/{id}/attachments (multipart: `file`, optional `internal=true` for handlers) → 201
   * TicketAttachment. 400 field file: none, over UPLOAD_MAX_BYTES, another type, or a closed ticket; 403 an internal
   * file from a non-handler; 404 outside the user's organization. Checked before the file is stored.
   */
  r.post(
    '/tickets/:id/attachments',
    {
      config: { access: HELPDESK, rateLimit: false },
      schema: {
        tags: ['tickets'],
        summary: 'Attach a file to a ticket (multipart: file, internal)',
        description: `multipart/form-data: \`file\` (${accepted}; at most ${sizeText(app.config.uploadMaxBytes)}), \`internal\` true|false (handlers).`,
        consumes: ['multipart/form-data'],
        params: idParams,
        querystring: z.strictObject({ internal: z.enum(['true', 'false']).default('false') }),
        response: { 201: ticketAttachmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const internal = request.query.internal === 'true';
      if (!(await assertMayAttach(app.db, viewer, request.params.id, internal))) throw notFound();
      const upload = await receiveUpload(request, {
        storage: app.files,
        accepted: TICKET_ATTACHMENT_TYPES,
        keyPrefix: 'ticket',
        maxBytes: app.config.uploadMaxBytes,
        wrongTypeMessage: `Only ${accepted} are accepted.`,
      });
      if (!upload.file) throw badRequest([upload.fileError!]);
      try {
        const attachment = await insertTicketAttachment(
          app.db,
          viewer,
          request.params.id,
          upload.file,
          internal,
          actorOf(request),
        );
        return reply.status(201).send(attachment);
      } catch (err) {
        await app.files.delete(upload.file.storageKey).catch(() => undefined);
        throw err;
      }
    },
  );

  /** GET /tickets/{id}/attachments/{attachmentId}[?download=1] → the file (inline, or as a download). */
  r.get(
    '/tickets/:id/attachments/:attachmentId',
    {
      config: { access: HELPDESK },
      compress: false,
      schema: {
        tags: ['tickets'],
        summary: 'Download a ticket attachment',
        params: attachmentParams,
        querystring: z.strictObject({ download: z.enum(['1', 'true']).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await findTicketAttachment(
        app.db,
        viewerOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      if (!file) throw notFound();
      // The bytes are no JSON body: send them through the untyped reply (as documents do).
      return sendStoredFile(request, reply as FastifyReply, app.files, file, {
        download: request.query.download !== undefined,
      });
    },
  );

  /** DELETE /tickets/{id}/attachments/{attachmentId} (handlers) → 204; the stored file is removed after commit. */
  r.delete(
    '/tickets/:id/attachments/:attachmentId',
    {
      config: { access: HANDLERS },
      schema: {
        tags: ['tickets'],
        summary: 'Remove a ticket attachment',
        params: attachmentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const key = await deleteTicketAttachment(
        app.db,
        request.params.id,
        request.params.attachmentId,
        actorOf(request),
      );
      if (!key) throw notFound();
      await app.files
        .delete(key)
        .catch((err: unknown) => request.log.error({ err, key }, 'attachment file not removed'));
      return reply.status(204).send(null);
    },
  );
}
