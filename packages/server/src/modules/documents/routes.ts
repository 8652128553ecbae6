import multipart from '@fastify/multipart';
import {
  badRequestSchema,
  contractFileSchema,
  contractListQuerySchema,
  contractUploadFieldsSchema,
  invoiceListQuerySchema,
  invoiceSchema,
  invoiceUploadFieldsSchema,
  pageSchema,
  idParamSchema,
} from '@portal/domain';
import { actorOf } from '../../audit.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound, zodFieldErrors } from '../../errors.js';
import { CONTRACT_TYPES, INVOICE_TYPES } from '../../files/content-type.js';
import { sendStoredFile } from '../../files/send.js';
import { type ReceiveUploadOptions, type StoredUpload, receiveUpload, sizeText } from '../../files/upload.js';
import {
  CONTRACT_READERS,
  CONTRACT_WRITER_ROLES,
  INVOICE_DELETER_ROLES,
  INVOICE_UPLOADER_ROLES,
  access,
  signedInUser,
} from '../../plugins/access.js';
import {
  assertContractFileReadAccess,
  assertInvoiceReadAccess,
  contractListCategories,
  isDocumentStaff,
} from './policy.js';
import {
  type StoredDocument,
  deleteContractFile,
  deleteInvoice,
  findContractDocument,
  findInvoiceDocument,
  insertContractFile,
  insertInvoice,
  invoiceNumberTaken,
  listContractFiles,
  listInvoices,
  organizationExists,
} from './repository.js';

/** Path ids: canonical positive whole numbers only (issue 21). */
const idParams = z.object({ id: idParamSchema });
const fileIdParams = z.object({ fileId: idParamSchema });
const contentQuery = z.strictObject({ download: z.enum(['0', '1', 'true', 'false']).optional() });
/** Spec §8 error bodies, documented on every route. */
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
const multipartDoc = { consumes: ['multipart/form-data'] };

/** Contract files and invoices are found by their own id: the handler checks the organization they belong to. */
const ownerChecked = access.signedIn("the document's organization is checked like the organization routes");
const contractWriters = access.roles(...CONTRACT_WRITER_ROLES);
const invoiceUploaders = access.roles(...INVOICE_UPLOADER_ROLES);
const invoiceDeleters = access.roles(...INVOICE_DELETER_ROLES);

/**
 * Contract files and invoices (spec §2 /contracts, /contracts/organizations, /invoices, /invoices/organizations;
 * §3 Contract file, Invoice; §5 "File is required"; §6). Files live in `app.files` under random keys; uploads are
 * multipart/form-data with the part `file`, sniffed from the bytes (contracts: PDF and office documents;
 * invoices: PDF only) and limited to config UPLOAD_MAX_BYTES. A stored file and its row come and go together:
 * no row without a file, and a file whose row could not be written is removed.
 */
export default async function documentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = sizeText(app.config.uploadMaxBytes);

  const uploadOptions = (kind: 'contract' | 'invoice'): ReceiveUploadOptions => ({
    storage: app.files,
    accepted: kind === 'contract' ? CONTRACT_TYPES : INVOICE_TYPES,
    keyPrefix: kind,
    maxBytes: app.config.uploadMaxBytes,
    wrongTypeMessage:
      kind === 'contract'
        ? 'Only PDF and office documents (docx, xlsx, pptx, doc, xls, odt, ods) are accepted.'
        : 'Only PDF files are accepted.',
  });

  /** Removes a stored file the request will not keep; a failure is logged, never the request's answer. */
  const discard = async (request: FastifyRequest, file: StoredUpload | null) => {
    if (!file) return;
    await app.files.delete(file.storageKey).catch((err: unknown) => {
      request.log.error({ err, storageKey: file.storageKey }, 'could not remove a discarded upload');
    });
  };

  /** Removes stored files after their rows were deleted (commit first, so a failure leaves an orphan, not a hole). */
  const removeStored = async (request: FastifyRequest, storageKey: string) => {
    await app.files.delete(storageKey).catch((err: unknown) => {
      request.log.error({ err, storageKey }, 'could not remove a stored file after deleting its row');
    });
  };

  /** Streams a stored document inline (a download with `download`); 404 when the bytes are gone (files/send.ts). */
  const sendDocument = (
    request: FastifyRequest,
    reply: FastifyReply,
    doc: StoredDocument,
    download: boolean,
  ) => sendStoredFile(request, reply, app.files, doc, { download });
  const wantsDownload = (q: { download?: string }) => q.download === '1' || q.download === 'true';

  // -------------------------------------------------------------------------------------------------------------
  // Contracts

  /**
   * GET /contracts?category → ContractFile[] of the caller's own organization (spec §2 /contracts, §6): users with
   * authorized to sign or financial responsible, every category; a user manager without either (issue 21 item 7)
   * only the agreements (category 1, AGREEMENT_CATEGORY): without `category` the list holds only the agreements,
   * `category=1` lists them, another category is 403. Other organization roles 403; staff 400 (organizationId
   * required: use GET /organizations/{id}/contracts). By category, newest first within each.
   */
  r.get(
    '/contracts',
    {
      config: {
        access: access.signedIn(
          'own organization: authorized to sign or financial responsible every category, user manager agreements only (handler)',
        ),
      },
      schema: {
        tags: ['contracts'],
        summary: 'Contract files of my organization',
        querystring: contractListQuerySchema,
        response: { 200: z.array(contractFileSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (user.organizationId === null) {
        throw badRequest([
          { field: 'organizationId', message: 'organizationId required: use /organizations/{id}/contracts.' },
        ]);
      }
      const categories = contractListCategories(user, user.organizationId, request.query.category);
      return listContractFiles(app.db, user.organizationId, categories);
    },
  );

  /**
   * GET /organizations/{id}/contracts?category → ContractFile[] (spec §2 /contracts/organizations): staff any
   * organization; that organization's authorized-to-sign / financial-responsible users every category, its user
   * manager only the agreements as on GET /contracts (no `category`: only agreements; another category 403; issue
   * 21 item 7); other organization roles 403; another organization or an unknown id 404.
   */
  r.get(
    '/organizations/:id/contracts',
    {
      config: { access: access.organization(CONTRACT_READERS) },
      schema: {
        tags: ['contracts'],
        summary: "An organization's contract files",
        params: idParams,
        querystring: contractListQuerySchema,
        response: { 200: z.array(contractFileSchema), ...errors },
      },
    },
    async (request) => {
      const organizationId = request.params.id;
      if (!(await organizationExists(app.db, organizationId))) throw notFound();
      const categories = contractListCategories(
        signedInUser(request),
        organizationId,
        request.query.category,
      );
      return listContractFiles(app.db, organizationId, categories);
    },
  );

  /**
   * POST /organizations/{id}/contracts (multipart: `category` 0..3, `file`) → 201 ContractFile. Super admin and
   * management (spec §6). 400: no file ({field: "file", message: "File is required"}, spec §5), a file over the
   * limit or not PDF / office (field file), a bad category (field category). 404 unknown organization.
   */
  r.post(
    '/organizations/:id/contracts',
    {
      config: { access: contractWriters, rateLimit: false },
      schema: {
        tags: ['contracts'],
        summary: 'Upload a contract file (multipart: category, file)',
        description: `multipart/form-data: \`category\` 0 SLA, 1 agreements, 2 other, 3 orders; \`file\` PDF or office document, at most ${limit}.`,
        ...multipartDoc,
        params: idParams,
        response: { 201: contractFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const organizationId = request.params.id;
      if (!(await organizationExists(app.db, organizationId))) throw notFound();
      const upload = await receiveUpload(request, uploadOptions('contract'));
      const fields = contractUploadFieldsSchema.safeParse(upload.fields);
      const problems = [
        ...(fields.success ? [] : zodFieldErrors(fields.error)),
        ...(upload.fileError ? [upload.fileError] : []),
      ];
      if (!fields.success || !upload.file) {
        await discard(request, upload.file);
        throw badRequest(problems);
      }
      try {
        const created = await insertContractFile(
          app.db,
          organizationId,
          fields.data.category,
          upload.file,
          actorOf(request),
        );
        return reply.status(201).send(created);
      } catch (err) {
        await discard(request, upload.file);
        throw err;
      }
    },
  );

  /**
   * GET /contracts/{fileId}/content[?download=1] → the file's bytes (inline, or attachment with download).
   * Access as for listing: another organization's id answers 404, like an unknown one; so does a file of a category
   * the caller does not read (a user manager and a non-agreement file, issue 21 item 7), so ids cannot be probed.
   */
  app.withTypeProvider<ZodTypeProvider>().get(
    '/contracts/:fileId/content',
    {
      config: { access: ownerChecked },
      compress: false,
      schema: {
        tags: ['contracts'],
        summary: 'Download or view a contract file',
        params: fileIdParams,
        querystring: contentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const doc = await findContractDocument(app.db, request.params.fileId);
      if (!doc) throw notFound();
      assertContractFileReadAccess(user, doc);
      return sendDocument(request, reply, doc, wantsDownload(request.query));
    },
  );

  /** DELETE /contracts/{fileId} → 204 (super admin, management); removes the row, then the stored file. 404 unknown. */
  r.delete(
    '/contracts/:fileId',
    {
      config: { access: contractWriters },
      schema: {
        tags: ['contracts'],
        summary: 'Delete a contract file',
        params: fileIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const storageKey = await deleteContractFile(app.db, request.params.fileId, actorOf(request));
      if (!storageKey) throw notFound();
      await removeStored(request, storageKey);
      return reply.status(204).send(null);
    },
  );

  // -------------------------------------------------------------------------------------------------------------
  // Invoices

  /**
   * GET /invoices?page&pageSize&search&status&period&organizationId&sort → {items, total, page, pageSize}
   * (spec §2 /invoices: any signed-in user; /invoices/organizations: staff). An organization user sees only its
   * own organization (another `organizationId` → 404); staff see all, optionally filtered by `organizationId`.
   */
  r.get(
    '/invoices',
    {
      config: { access: access.signedIn('staff all; organization users their own organization (handler)') },
      schema: {
        tags: ['invoices'],
        summary: 'List invoices',
        querystring: invoiceListQuerySchema,
        response: { 200: pageSchema(invoiceSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const query = request.query;
      if (isDocumentStaff(user)) return listInvoices(app.db, query);
      if (user.organizationId === null) throw forbidden();
      if (query.organizationId !== undefined) assertInvoiceReadAccess(user, query.organizationId);
      return listInvoices(app.db, { ...query, organizationId: user.organizationId });
    },
  );

  /**
   * POST /organizations/{id}/invoices (multipart: `file` PDF, `invoiceNumber`, `invoiceDate`, `period`, `amount`,
   * `vat`, `status`, `dueDate`; see invoiceUploadFieldsSchema) → 201 Invoice. Super admin, management, support.
   * 400: no file ("File is required"), not a PDF, too large (field file), bad fields, a taken invoiceNumber.
   * 404 unknown organization.
   */
  r.post(
    '/organizations/:id/invoices',
    {
      config: { access: invoiceUploaders, rateLimit: false },
      schema: {
        tags: ['invoices'],
        summary: 'Upload an invoice PDF (multipart)',
        description: `multipart/form-data: \`file\` (PDF, at most ${limit}), \`invoiceNumber\`, \`invoiceDate\` YYYY-MM-DD, \`period\` YYYYMM, \`amount\` and \`vat\` in euros ("1234.56"), \`status\` open|paid|overdue|credited, \`dueDate\` YYYY-MM-DD.`,
        ...multipartDoc,
        params: idParams,
        response: { 201: invoiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const organizationId = request.params.id;
      if (!(await organizationExists(app.db, organizationId))) throw notFound();
      const upload = await receiveUpload(request, uploadOptions('invoice'));
      const fields = invoiceUploadFieldsSchema.safeParse(upload.fields);
      const problems = fields.success ? [] : zodFieldErrors(fields.error);
      if (fields.success && (await invoiceNumberTaken(app.db, fields.data.invoiceNumber))) {
        problems.push({ field: 'invoiceNumber', message: 'This invoice number is already in use.' });
      }
      if (upload.fileError) problems.push(upload.fileError);
      if (!fields.success || !upload.file || problems.length) {
        await discard(request, upload.file);
        throw badRequest(problems);
      }
      try {
        const created = await insertInvoice(
          app.db,
          organizationId,
          fields.data,
          upload.file,
          actorOf(request),
        );
        return reply.status(201).send(created);
      } catch (err) {
        await discard(request, upload.file);
        throw err;
      }
    },
  );

  /** GET /invoices/{id}/content[?download=1] → the PDF (inline or attachment); another organization's id → 404. */
  r.get(
    '/invoices/:id/content',
    {
      config: { access: ownerChecked },
      compress: false,
      schema: {
        tags: ['invoices'],
        summary: 'Download or view an invoice PDF',
        params: idParams,
        querystring: contentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const doc = await findInvoiceDocument(app.db, request.params.id);
      if (!doc) throw notFound();
      assertInvoiceReadAccess(user, doc.organizationId);
      return sendDocument(request, reply, doc, wantsDownload(request.query));
    },
  );

  /** DELETE /invoices/{id} → 204 (super admin, management); removes the row, then the stored PDF. 404 unknown. */
  r.delete(
    '/invoices/:id',
    {
      config: { access: invoiceDeleters },
      schema: {
        tags: ['invoices'],
        summary: 'Delete an invoice',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const storageKey = await deleteInvoice(app.db, request.params.id, actorOf(request));
      if (!storageKey) throw notFound();
      await removeStored(request, storageKey);
      return reply.status(204).send(null);
    },
  );
}
