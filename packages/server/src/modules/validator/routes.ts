import multipart from '@fastify/multipart';
import {
  SALES_PRICE_WRITER_ROLES,
  VALIDATION_PROFILES,
  VALIDATION_PROFILE_IDS,
  VALIDATOR_MAX_BYTES,
  VALIDATOR_ORGANIZATION_ROLES,
  VALIDATOR_PROVIDER_ROLES,
  type ValidationProfileId,
  ValidatorMessages,
  badRequestSchema,
  idParamSchema,
  pageSchema,
  salesPriceBatchSchema,
  validationListQuerySchema,
  validationResultSchema,
  validationSummarySchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { badRequest, notFound } from '../../errors.js';
import type { AcceptedTypes } from '../../files/content-type.js';
import { dispositionOf } from '../../files/disposition.js';
import { readAll } from '../../files/storage.js';
import { receiveUpload, sizeText } from '../../files/upload.js';
import { XLSX_CONTENT_TYPE } from '../../files/xlsx.js';
import { requestLocale } from '../../locale.js';
import { access, isStaff, signedInUser } from '../../plugins/access.js';
import { errorsWorkbook, markedWorkbook, templateWorkbook } from './downloads.js';
import {
  applyImport,
  createValidation,
  getValidation,
  listValidations,
  templateExamples,
  validationFile,
} from './repository.js';

/** Path ids: canonical positive whole numbers only (issue 21). */
const idParams = z.object({ id: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §2 /excel-validator: super admin, management, authorized to sign. */
const VALIDATORS = access.roles(...VALIDATOR_PROVIDER_ROLES, ...VALIDATOR_ORGANIZATION_ROLES);
/** Applying a sales price import writes sales prices: their writers (super admin, management). */
const WRITERS = access.roles(...SALES_PRICE_WRITER_ROLES);
/** Only xlsx, sniffed from the bytes (a renamed .csv or .xls is refused). */
const XLSX_TYPES: AcceptedTypes = { [XLSX_CONTENT_TYPE]: ['xlsx'] };
const profileParams = z.object({ profile: z.enum(VALIDATION_PROFILE_IDS) });

/**
 * The spreadsheet validator (issue 17 "Spreadsheet validator"; docs/pricing-api.md "Spreadsheet validator"; spec §2
 * /excel-validator, §3 Excel validator result row, §8). Each user sees only their own validations; organization
 * users only the customer profiles. Registered under /api.
 */
export default async function validatorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: VALIDATOR_MAX_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['excel-validator'];

  /** 400 on `profile` when the caller may not use it (organization users: customer profiles only). */
  const assertProfile = (staff: boolean, profile: ValidationProfileId) => {
    if (!staff && VALIDATION_PROFILES[profile].audience !== 'customer') {
      throw badRequest([{ field: 'profile', message: ValidatorMessages.profileNotAllowed }]);
    }
  };

  const sendXlsx = (reply: FastifyReply, fileName: string, body: Buffer | NodeJS.ReadableStream) =>
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', dispositionOf(fileName, true))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(body);

  /**
   * POST /excel-validations (multipart: `profile`, `file`) → 201 ValidationResult. 400 on `profile` (unknown, or not
   * one of the caller's) or `file` (missing, larger than 5 MB, not an xlsx by its bytes, unreadable, too large
   * unpacked, empty first sheet, more than 10,000 rows or 50 columns). A file with problems is a 201 with result rows.
   */
  r.post(
    '/excel-validations',
    {
      config: { access: VALIDATORS },
      schema: {
        tags,
        summary: 'Validate a workbook against a profile (multipart: profile, file)',
        description: `multipart/form-data: \`profile\` ${VALIDATION_PROFILE_IDS.join(' or ')}; \`file\` an .xlsx of at most ${sizeText(VALIDATOR_MAX_BYTES)}.`,
        consumes: ['multipart/form-data'],
        response: { 201: validationResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const upload = await receiveUpload(request, {
        storage: app.files,
        accepted: XLSX_TYPES,
        keyPrefix: 'validation',
        maxBytes: VALIDATOR_MAX_BYTES,
        wrongTypeMessage: ValidatorMessages.notXlsx,
      });
      const profile = z.enum(VALIDATION_PROFILE_IDS).safeParse(upload.fields.profile);
      const problems = [
        ...(profile.success ? [] : [{ field: 'profile', message: 'Choose a validation profile.' }]),
        ...(upload.fileError ? [upload.fileError] : []),
      ];
      const discard = () => (upload.file ? app.files.delete(upload.file.storageKey) : Promise.resolve());
      if (!profile.success || !upload.file) {
        await discard();
        throw badRequest(problems);
      }
      try {
        assertProfile(isStaff(user), profile.data);
      } catch (err) {
        await discard();
        throw err;
      }
      const result = await createValidation(app.db, app.files, user.id, profile.data, upload.file);
      return reply.status(201).send(result);
    },
  );

  /** GET /excel-validations?page=&pageSize= → 200 Page<ValidationSummary>: the caller's own, newest first. */
  r.get(
    '/excel-validations',
    {
      config: { access: VALIDATORS },
      schema: {
        tags,
        summary: 'My validations, newest first',
        querystring: validationListQuerySchema,
        response: { 200: pageSchema(validationSummarySchema), ...errors },
      },
    },
    async (request) => listValidations(app.db, signedInUser(request).id, request.query),
  );

  /** GET /excel-validations/{id} → 200 ValidationResult; 404 unknown or another user's. */
  r.get(
    '/excel-validations/:id',
    {
      config: { access: VALIDATORS },
      schema: {
        tags,
        summary: 'One of my validations with its result rows',
        params: idParams,
        response: { 200: validationResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await getValidation(app.db, signedInUser(request).id, request.params.id);
      if (!result) throw notFound();
      return result;
    },
  );

  /** GET /excel-validations/{id}/errors.xlsx → the result rows as xlsx, texts in the caller's language; 404. */
  r.get(
    '/excel-validations/:id/errors.xlsx',
    {
      config: { access: VALIDATORS },
      compress: false,
      schema: { tags, summary: 'Download the result rows (xlsx)', params: idParams, response: errors },
    },
    async (request, reply) => {
      const result = await getValidation(app.db, signedInUser(request).id, request.params.id);
      if (!result) throw notFound();
      const locale = requestLocale(request);
      const name = `${locale === 'nl' ? 'fouten' : 'errors'}-${result.fileName.replace(/\.xlsx$/i, '')}.xlsx`;
      return sendXlsx(reply, name, errorsWorkbook(result.errors, locale));
    },
  );

  /**
   * GET /excel-validations/{id}/marked.xlsx → the original workbook with the wrong cells red and a note on each, in
   * the caller's language; 404 unknown, another user's, or the stored file gone.
   */
  r.get(
    '/excel-validations/:id/marked.xlsx',
    {
      config: { access: VALIDATORS },
      compress: false,
      schema: {
        tags,
        summary: 'Download the workbook with the wrong cells marked',
        params: idParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const found = await validationFile(app.db, signedInUser(request).id, request.params.id);
      if (!found) throw notFound();
      const original = await readAll(app.files.get(found.storageKey)).catch(() => null);
      if (!original) throw notFound();
      const marked = await markedWorkbook(original, found.errors, requestLocale(request));
      if (!marked) throw notFound();
      return sendXlsx(reply, found.fileName, marked);
    },
  );

  /** GET /excel-validator/templates/{profile} → the profile's template (xlsx) in the caller's language; 400 profile. */
  r.get(
    '/excel-validator/templates/:profile',
    {
      config: { access: VALIDATORS },
      compress: false,
      schema: {
        tags,
        summary: 'Download the template of a profile',
        params: profileParams,
        response: errors,
      },
    },
    async (request, reply) => {
      assertProfile(isStaff(signedInUser(request)), request.params.profile);
      const locale = requestLocale(request);
      const names: Record<ValidationProfileId, [string, string]> = {
        salesPriceImport: ['sales-price-import', 'verkoopprijzen-import'],
        simList: ['sim-list', 'sim-lijst'],
      };
      const [en, nl] = names[request.params.profile];
      const examples = request.params.profile === 'salesPriceImport' ? await templateExamples(app.db) : {};
      const body = await templateWorkbook(request.params.profile, locale, examples);
      return sendXlsx(reply, `${locale === 'nl' ? nl : en}.xlsx`, body);
    },
  );

  /**
   * POST /excel-validations/{id}/apply → 201 SalesPriceBatch: the rows of a valid sales price import created as one
   * undoable batch. 404 unknown or another user's; 400 notApplicable (another profile, errors, or rows that clash
   * now: `row.<n>` field errors); 409 alreadyApplied.
   */
  r.post(
    '/excel-validations/:id/apply',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Create the sales prices of a valid sales price import',
        params: idParams,
        response: { 201: salesPriceBatchSchema, ...errors, 409: badRequestSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const batch = await applyImport(app.db, app.files, user.id, request.params.id, actorOf(request));
      if (!batch) throw notFound();
      return reply.status(201).send(batch);
    },
  );
}
