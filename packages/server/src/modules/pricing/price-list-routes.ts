import {
  SALES_PRICE_READER_ROLES,
  badRequestSchema,
  priceListQuerySchema,
  priceListSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dispositionOf } from '../../files/disposition.js';
import { XLSX_CONTENT_TYPE, datedFileName, streamWorkbook } from '../../files/xlsx.js';
import { requestLocale } from '../../locale.js';
import { access } from '../../plugins/access.js';
import { listPriceList, priceListExportColumns, priceListRows, priceListSheetName } from './price-list.js';

const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §1: staff read sales prices (super admin, management, support, account manager); customers do not. */
const READERS = access.roles(...SALES_PRICE_READER_ROLES);

/**
 * The sales price list (issue 16 "Price list"; docs/pricing-api.md "Price list"; spec §9 truncation notice, §8
 * error shape): the list across customers and its xlsx export. Registered under /api.
 */
export default async function priceListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pricing'];

  /**
   * GET /sales-price-list?organizationId=&supplierId=&lineType=&subcustomerId=&activeIn=&search= → 200 PriceList:
   * at most PRICE_LIST_LIMIT rows by customer, invoice line and start month, the `total` that match and `truncated`
   * (total > limit). Prices in euros (four decimals), months YYYYMM. 400 on a bad filter field.
   */
  r.get(
    '/sales-price-list',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Sales prices across customers, up to the configured limit',
        querystring: priceListQuerySchema,
        response: { 200: priceListSchema, ...errors },
      },
    },
    async (request) => listPriceList(app.db, request.query, app.config.priceListLimit),
  );

  /**
   * GET /sales-price-list/export?… (the list's filters) → xlsx of the whole filtered set (no limit), one row per
   * price in the list's order, headers in the caller's language (Accept-Language en or nl, default nl), streamed in
   * keyset batches; a download named `sales-prices-YYYY-MM-DD.xlsx`, never sniffed or cached. 400 as the list.
   */
  r.get(
    '/sales-price-list/export',
    {
      config: { access: READERS },
      compress: false,
      schema: {
        tags,
        summary: 'Export the filtered sales prices (xlsx)',
        querystring: priceListQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      return (reply as FastifyReply)
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', dispositionOf(datedFileName('sales-prices'), true))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(
          streamWorkbook(
            priceListSheetName(locale),
            priceListExportColumns(locale),
            priceListRows(app.db, request.query),
          ),
        );
    },
  );
}
