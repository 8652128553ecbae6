import multipart from '@fastify/multipart';
import {
  SUPPLIER_SERVICE_EDITOR_ROLES,
  SUPPLIER_SERVICE_SUBSYSTEMS,
  SUPPLIER_SERVICE_TITLE_MAX,
  badRequestSchema,
  idParamSchema,
  supplierServiceDocumentSchema,
  supplierServicePageInputSchema,
  supplierServicePageSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { CONTRACT_TYPES } from '../../files/content-type.js';
import { sendStoredFile } from '../../files/send.js';
import { receiveUpload } from '../../files/upload.js';
import { access, isStaff, signedInUser } from '../../plugins/access.js';
import {
  addServiceDocument,
  deleteServiceDocument,
  getServiceDocument,
  getServicePage,
  saveServicePage,
} from './repository.js';

const pageParams = z.object({ subsystem: idParamSchema });
const documentParams = z.object({ subsystem: idParamSchema, id: idParamSchema });
const fileQuery = z.strictObject({ download: z.enum(['0', '1', 'true', 'false']).optional() });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
const EDITORS = access.roles(...SUPPLIER_SERVICE_EDITOR_ROLES);
const tags = ['supplier-services'];

/** 404 unless `subsystem` is one of the four pages (3, 4, 5, 8). */
function assertPage(subsystem: number): void {
  if (!SUPPLIER_SERVICE_SUBSYSTEMS.includes(subsystem)) throw notFound();
}

/**
 * The supplier service pages (issue 15 "Supplier service pages"; spec §2 "four pages at paths named after suppliers,
 * one per supplier: subsystems 3, 4, 5 and 8", access by subsystem; docs/sim-management-api.md). Readers: provider
 * users, and organization users whose organization holds the page's subsystem (403 otherwise). Writers:
 * SUPPLIER_SERVICE_EDITOR_ROLES. A subsystem that is not a page answers 404. Registered under /api.
 */
export default async function supplierServiceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 3, fieldSize: 1024, parts: 4 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The page's readers: staff, or a user of an organization holding `subsystem` (403). */
  const assertReader = (request: FastifyRequest, subsystem: number) => {
    assertPage(subsystem);
    const user = signedInUser(request);
    if (!isStaff(user) && !user.subsystems.includes(subsystem)) throw forbidden();
  };

  /** GET /supplier-services/{subsystem} → SupplierServicePage. 403 without the subsystem, 404 not a page. */
  r.get(
    '/supplier-services/:subsystem',
    {
      config: { access: access.signedIn('staff, or users of an organization with that subsystem (handler)') },
      schema: {
        tags,
        summary: 'A supplier service page',
        params: pageParams,
        response: { 200: supplierServicePageSchema, ...errors },
      },
    },
    async (request) => {
      assertReader(request, request.params.subsystem);
      return getServicePage(app.db, request.params.subsystem);
    },
  );

  /**
   * PUT /supplier-services/{subsystem} (SupplierServicePageInput) → SupplierServicePage: the supplier, the rich-text
   * descriptions (sanitized) and the contacts (replaced whole). 400 invalid body or an unknown `supplierId`.
   */
  r.put(
    '/supplier-services/:subsystem',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Update a supplier service page',
        params: pageParams,
        body: supplierServicePageInputSchema,
        response: { 200: supplierServicePageSchema, ...errors },
      },
    },
    async (request) => {
      const { subsystem } = request.params;
      assertPage(subsystem);
      if (!(await saveServicePage(app.db, subsystem, request.body, actorOf(request)))) {
        throw badRequest([{ field: 'supplierId', message: 'This supplier does not exist.' }]);
      }
      return getServicePage(app.db, subsystem);
    },
  );

  /**
   * POST /supplier-services/{subsystem}/documents (multipart: `title`, `file`: PDF or an office document up to the
   * upload limit) → 201 SupplierServiceDocument. 400 on `title` (missing, longer than 200) or `file` (missing, too
   * large, another type); nothing is stored then.
   */
  r.post(
    '/supplier-services/:subsystem/documents',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Add a document to a supplier service page (multipart: title, file)',
        consumes: ['multipart/form-data'],
        params: pageParams,
        response: { 201: supplierServiceDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subsystem } = request.params;
      assertPage(subsystem);
      const upload = await receiveUpload(request, {
        storage: app.files,
        accepted: CONTRACT_TYPES,
        keyPrefix: 'service',
        maxBytes: app.config.uploadMaxBytes,
        wrongTypeMessage:
          'Only PDF and office documents (docx, xlsx, pptx, doc, xls, odt, ods) are accepted.',
      });
      const title = (upload.fields.title ?? '').trim();
      const problems = [
        ...(title ? [] : [{ field: 'title', message: 'A title is required.' }]),
        ...(title.length > SUPPLIER_SERVICE_TITLE_MAX
          ? [
              {
                field: 'title',
                message: `The title is longer than ${SUPPLIER_SERVICE_TITLE_MAX} characters.`,
              },
            ]
          : []),
        ...(upload.fileError ? [upload.fileError] : []),
      ];
      if (problems.length || !upload.file) {
        if (upload.file) await app.files.delete(upload.file.storageKey);
        throw badRequest(problems);
      }
      try {
        const document = await addServiceDocument(app.db, subsystem, title, upload.file, actorOf(request));
        return reply.status(201).send(document);
      } catch (err) {
        await app.files.delete(upload.file.storageKey);
        throw err;
      }
    },
  );

  /** GET /supplier-services/{subsystem}/documents/{id}/file[?download=1] → the file (inline, or an attachment). */
  r.get(
    '/supplier-services/:subsystem/documents/:id/file',
    {
      config: { access: access.signedIn('staff, or users of an organization with that subsystem (handler)') },
      schema: {
        tags,
        summary: 'A supplier service document',
        params: documentParams,
        querystring: fileQuery,
      },
    },
    async (request, reply) => {
      assertReader(request, request.params.subsystem);
      const row = await getServiceDocument(app.db, request.params.subsystem, request.params.id);
      if (!row) throw notFound();
      const download = request.query.download === '1' || request.query.download === 'true';
      return sendStoredFile(request, reply, app.files, row, { download });
    },
  );

  /** DELETE /supplier-services/{subsystem}/documents/{id} → 204 (the file is removed after the commit). */
  r.delete(
    '/supplier-services/:subsystem/documents/:id',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Delete a supplier service document', params: documentParams },
    },
    async (request, reply) => {
      assertPage(request.params.subsystem);
      const key = await deleteServiceDocument(
        app.db,
        request.params.subsystem,
        request.params.id,
        actorOf(request),
      );
      if (!key) throw notFound();
      await app.files.delete(key).catch((err: unknown) => {
        request.log.error({ err, storageKey: key }, 'could not remove a deleted document’s file');
      });
      return reply.status(204).send();
    },
  );
}
