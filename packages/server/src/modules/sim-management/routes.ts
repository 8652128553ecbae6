import multipart from '@fastify/multipart';
import {
  PROVIDER_ROLES,
  ROAMING_LIST_MAX_BYTES,
  ROAMING_LIST_MAX_ROWS,
  SIM_MANAGEMENT_EDITOR_ROLES,
  SUPPLIER_LOGO_MAX_BYTES,
  SimManagementMessages,
  badRequestSchema,
  idParamSchema,
  pageSchema,
  roamingChangesSchema,
  roamingEntryQuerySchema,
  roamingEntrySchema,
  roamingListVersionSchema,
  simSupplierListQuerySchema,
  simSupplierSchema,
  supplierDetailsInputSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { badRequest, notFound } from '../../errors.js';
import { LOGO_TYPES, ROAMING_LIST_TYPES } from '../../files/content-type.js';
import { sendStoredFile } from '../../files/send.js';
import { readAll } from '../../files/storage.js';
import { type StoredUpload, receiveUpload, sizeText } from '../../files/upload.js';
import { readFirstSheet } from '../../files/xlsx-runner.js';
import { requestLocale } from '../../locale.js';
import { access, isStaff, signedInUser } from '../../plugins/access.js';
import {
  createRoamingVersion,
  currentRoamingVersion,
  getRoamingVersion,
  getSimSupplier,
  isLinked,
  listRoamingEntries,
  listRoamingVersions,
  listSimSuppliers,
  roamingChanges,
  setSupplierLogo,
  supplierLogo,
  updateSupplierDetails,
} from './repository.js';
import {
  ROAMING_LIST_MAX_COLUMNS,
  type RoamingProblem,
  csvGrid,
  parseRoamingGrid,
  problemMessages,
} from './roaming-parse.js';

const idParams = z.object({ id: idParamSchema });
const versionParams = z.object({ id: idParamSchema, versionId: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
const EDITORS = access.roles(...SIM_MANAGEMENT_EDITOR_ROLES);
/** Most bytes an xlsx roaming list may unpack to (its XML). */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const tags = ['sim-management'];

/**
 * SIM management (issue 15 "SIM management `/simmanagement`"; spec §2 /simmanagement "no restriction", §3 Supplier;
 * docs/sim-management-api.md). Every signed-in user reads the suppliers of their own organization; staff read every
 * supplier; SIM_MANAGEMENT_EDITOR_ROLES maintain them. A customer asking for a supplier their organization is not
 * linked to gets 404, so links cannot be probed. Registered under /api.
 */
export default async function simManagementRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** 404 unless the caller is staff or their organization is linked to supplier `supplierId`. */
  const assertSupplierAccess = async (request: FastifyRequest, supplierId: number) => {
    const user = signedInUser(request);
    if (isStaff(user)) return;
    if (user.organizationId === null || !(await isLinked(app.db, supplierId, user.organizationId)))
      throw notFound();
  };

  /** Removes a stored file the request will not keep; a failure is logged, never the request's answer. */
  const discard = async (request: FastifyRequest, storageKey: string | null | undefined) => {
    if (!storageKey) return;
    await app.files.delete(storageKey).catch((err: unknown) => {
      request.log.error({ err, storageKey }, 'could not remove a stored file');
    });
  };

  /**
   * GET /sim-management/suppliers?organizationId= → SimSupplier[] by name. Organization users: the suppliers linked
   * to their organization (another `organizationId`: 404). Staff: every supplier, or those linked to
   * `organizationId`.
   */
  r.get(
    '/sim-management/suppliers',
    {
      config: { access: access.signedIn('organization users: their organization’s suppliers (handler)') },
      schema: {
        tags,
        summary: 'Supplier cards of SIM management',
        querystring: simSupplierListQuerySchema,
        response: { 200: z.array(simSupplierSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (isStaff(user)) return listSimSuppliers(app.db, request.query.organizationId ?? null);
      const own = user.organizationId;
      if (
        own === null ||
        (request.query.organizationId !== undefined && request.query.organizationId !== own)
      ) {
        throw notFound();
      }
      return listSimSuppliers(app.db, own);
    },
  );

  /** GET /sim-management/suppliers/{id} → SimSupplier; 404 unknown, or not linked to the caller's organization. */
  r.get(
    '/sim-management/suppliers/:id',
    {
      config: { access: access.signedIn('organization users: linked suppliers only (handler)') },
      schema: {
        tags,
        summary: 'One supplier card',
        params: idParams,
        response: { 200: simSupplierSchema, ...errors },
      },
    },
    async (request) => {
      await assertSupplierAccess(request, request.params.id);
      const supplier = await getSimSupplier(app.db, request.params.id);
      if (!supplier) throw notFound();
      return supplier;
    },
  );

  /**
   * PUT /sim-management/suppliers/{id} (SupplierDetailsInput) → SimSupplier: portal URL (http or https), the
   * descriptions, the roaming-list flag. 400 invalid body, 403 not an editor, 404 unknown supplier.
   */
  r.put(
    '/sim-management/suppliers/:id',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Update a supplier’s details',
        params: idParams,
        body: supplierDetailsInputSchema,
        response: { 200: simSupplierSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await updateSupplierDetails(app.db, request.params.id, request.body, actorOf(request));
      if (!saved) throw notFound();
      return (await getSimSupplier(app.db, request.params.id))!;
    },
  );

  /**
   * GET /sim-management/suppliers/{id}/logo → the logo image (public: brand images, so an `<img>` shows them without
   * a token; cached for a day, the URL's `v` changes with the logo). 404 no supplier or no logo.
   */
  r.get(
    '/sim-management/suppliers/:id/logo',
    {
      config: { access: access.public('supplier logos are public brand images, loaded by <img>') },
      schema: { tags, summary: 'A supplier’s logo', params: idParams },
    },
    async (request, reply) => {
      const logo = await supplierLogo(app.db, request.params.id);
      if (!logo) throw notFound();
      const bytes = await readAll(app.files.get(logo.storageKey)).catch(() => null);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  );

  /** DELETE /sim-management/suppliers/{id}/logo → SimSupplier without a logo. 403 not an editor, 404 unknown. */
  r.delete(
    '/sim-management/suppliers/:id/logo',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Remove a supplier’s logo',
        params: idParams,
        response: { 200: simSupplierSchema, ...errors },
      },
    },
    async (request) => {
      const result = await setSupplierLogo(app.db, request.params.id, null, actorOf(request));
      if (result === 'notFound') throw notFound();
      await discard(request, result.replacedKey);
      return (await getSimSupplier(app.db, request.params.id))!;
    },
  );

  /** GET /sim-management/suppliers/{id}/roaming-lists → RoamingListVersion[] newest first (staff). */
  r.get(
    '/sim-management/suppliers/:id/roaming-lists',
    {
      config: { access: access.roles(...PROVIDER_ROLES) },
      schema: {
        tags,
        summary: 'Every version of a supplier’s roaming list',
        params: idParams,
        response: { 200: z.array(roamingListVersionSchema), ...errors },
      },
    },
    async (request) => {
      if (!(await getSimSupplier(app.db, request.params.id))) throw notFound();
      return listRoamingVersions(app.db, request.params.id);
    },
  );

  /**
   * The version a caller may read: staff any version of the supplier, organization users the current version of a
   * linked supplier. 404 otherwise.
   */
  const readableVersion = async (request: FastifyRequest, supplierId: number, versionId: number) => {
    await assertSupplierAccess(request, supplierId);
    const found = await getRoamingVersion(app.db, supplierId, versionId);
    if (!found || (!found.isCurrent && !isStaff(request.user))) throw notFound();
    return found.row;
  };

  /** GET /sim-management/suppliers/{id}/roaming-lists/{versionId}/file → the uploaded file (attachment). */
  r.get(
    '/sim-management/suppliers/:id/roaming-lists/:versionId/file',
    {
      config: {
        access: access.signedIn('organization users: the current version of a linked supplier (handler)'),
      },
      schema: { tags, summary: 'Download a roaming list version', params: versionParams },
    },
    async (request, reply) => {
      const version = await readableVersion(request, request.params.id, request.params.versionId);
      return sendStoredFile(request, reply, app.files, version, { download: true });
    },
  );

  /** GET /sim-management/suppliers/{id}/roaming-lists/{versionId}/changes → RoamingChanges against the version before. */
  r.get(
    '/sim-management/suppliers/:id/roaming-lists/:versionId/changes',
    {
      config: {
        access: access.signedIn('organization users: the current version of a linked supplier (handler)'),
      },
      schema: {
        tags,
        summary: 'What changed in a roaming list version',
        params: versionParams,
        response: { 200: roamingChangesSchema, ...errors },
      },
    },
    async (request) => {
      const version = await readableVersion(request, request.params.id, request.params.versionId);
      return roamingChanges(app.db, version);
    },
  );

  /**
   * GET /sim-management/suppliers/{id}/roaming-list/entries?search=&technology=&page=&pageSize=&versionId= →
   * Page<RoamingEntry> of the current version (staff: `versionId` reads another). An empty page when the supplier
   * has no list yet. 404 unknown or unlinked supplier, or a version a customer may not read.
   */
  r.get(
    '/sim-management/suppliers/:id/roaming-list/entries',
    {
      config: { access: access.signedIn('organization users: linked suppliers, current version (handler)') },
      schema: {
        tags,
        summary: 'Search the networks of a roaming list',
        params: idParams,
        querystring: roamingEntryQuerySchema,
        response: { 200: pageSchema(roamingEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { versionId, ...query } = request.query;
      let version: number | null;
      if (versionId !== undefined) {
        version = (await readableVersion(request, id, versionId)).id;
      } else {
        await assertSupplierAccess(request, id);
        if (!(await getSimSupplier(app.db, id))) throw notFound();
        version = (await currentRoamingVersion(app.db, id))?.id ?? null;
      }
      if (version === null) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
      return listRoamingEntries(app.db, version, query);
    },
  );

  // Uploads: each in its own scope, with its own multipart limits.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ROAMING_LIST_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
    });
    const s = scope.withTypeProvider<ZodTypeProvider>();

    /**
     * POST /sim-management/suppliers/{id}/roaming-lists (multipart `file`: xlsx or csv, at most 5 MB) → 201
     * `{ version, changes }`: the new current version and what changed since the one before. 400 on `file`: missing,
     * too large, another type, or a list that cannot be parsed — every problem with its row and column, in the
     * caller's language (Accept-Language), the first ROAMING_LIST_MAX_ERRORS of them. 400 when the supplier has no
     * roaming list (its flag is off). 403 not an editor, 404 unknown supplier. Nothing is stored on a refusal.
     */
    s.post(
      '/sim-management/suppliers/:id/roaming-lists',
      {
        config: { access: EDITORS },
        schema: {
          tags,
          summary: 'Upload a new version of a roaming list (multipart: file)',
          description: `multipart/form-data: \`file\` an .xlsx or .csv of at most ${sizeText(ROAMING_LIST_MAX_BYTES)}.`,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: {
            201: z.object({ version: roamingListVersionSchema, changes: roamingChangesSchema }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const supplier = await getSimSupplier(app.db, request.params.id);
        if (!supplier) throw notFound();
        const upload = await receiveUpload(request, {
          storage: app.files,
          accepted: ROAMING_LIST_TYPES,
          keyPrefix: 'roaming',
          maxBytes: ROAMING_LIST_MAX_BYTES,
          wrongTypeMessage: SimManagementMessages.wrongType,
        });
        if (!upload.file) throw badRequest([upload.fileError!]);
        const file = upload.file;
        try {
          if (!supplier.hasRoamingList)
            throw badRequest([{ field: 'file', message: SimManagementMessages.noRoamingList }]);
          const parsed = await parseUpload(file);
          if (!parsed.ok) {
            const messages = problemMessages(parsed.problems, requestLocale(request));
            throw badRequest(messages.map((message) => ({ field: 'file', message })));
          }
          const created = await createRoamingVersion(
            app.db,
            supplier.id,
            file,
            parsed.entries,
            actorOf(request),
          );
          if (created === 'notFound') throw notFound();
          return reply.status(201).send(created);
        } catch (err) {
          await discard(request, file.storageKey);
          throw err;
        }
      },
    );

    /** The networks of a stored upload, or its problems (an unreadable file is one problem without a row). */
    const parseUpload = async (file: StoredUpload) => {
      const bytes = await readAll(app.files.get(file.storageKey));
      const refusal = (code: RoamingProblem['code']) => ({
        ok: false as const,
        problems: [{ row: null, column: null, code, params: {} }],
      });
      if (file.contentType === 'text/csv') {
        const grid = csvGrid(bytes, ROAMING_LIST_MAX_ROWS);
        if (grid === null) return refusal('unreadable');
        if (grid === 'tooManyRows') return refusal('tooManyRows');
        if (!grid.length) return refusal('empty');
        return parseRoamingGrid(grid);
      }
      const sheet = await readFirstSheet(bytes, {
        maxRows: ROAMING_LIST_MAX_ROWS,
        maxColumns: ROAMING_LIST_MAX_COLUMNS,
        maxUnpackedBytes: MAX_UNPACKED_BYTES,
      });
      if (!sheet.ok) return refusal(sheet.reason);
      return parseRoamingGrid(sheet.rows);
    };
  });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: SUPPLIER_LOGO_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
    });

    /**
     * PUT /sim-management/suppliers/{id}/logo (multipart `file`: PNG, JPEG or WebP, at most 512 KB) → SimSupplier
     * with the new logo. 400 on `file` (missing, too large, another type), 403 not an editor, 404 unknown supplier.
     */
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/sim-management/suppliers/:id/logo',
      {
        config: { access: EDITORS },
        schema: {
          tags,
          summary: 'Set a supplier’s logo (multipart: file)',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: simSupplierSchema, ...errors },
        },
      },
      async (request) => {
        const upload = await receiveUpload(request, {
          storage: app.files,
          accepted: LOGO_TYPES,
          keyPrefix: 'logo',
          maxBytes: SUPPLIER_LOGO_MAX_BYTES,
          wrongTypeMessage: SimManagementMessages.logoWrongType,
        });
        if (!upload.file) throw badRequest([upload.fileError!]);
        let result;
        try {
          result = await setSupplierLogo(app.db, request.params.id, upload.file, actorOf(request));
        } catch (err) {
          await discard(request, upload.file.storageKey);
          throw err;
        }
        if (result === 'notFound') {
          await discard(request, upload.file.storageKey);
          throw notFound();
        }
        await discard(request, result.replacedKey);
        return (await getSimSupplier(app.db, request.params.id))!;
      },
    );
  });
}
