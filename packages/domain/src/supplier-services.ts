import { z } from 'zod';
import { RICH_TEXT_MAX } from './announcements-constants';
import { Subsystem } from './constants';
import { bodyIdSchema } from './ids';
import type { ProviderRole } from './roles';

/**
 * The four supplier service pages (issue 15 "Supplier service pages (subsystems 3, 4, 5, 8)"; spec §2 "four pages at
 * paths named after suppliers, one per supplier: subsystems 3, 4, 5 and 8", access by subsystem). Endpoints:
 * docs/sim-management-api.md "Supplier service pages".
 *
 * Decisions (the spec names the pages and their access only):
 * - The paths are fixed per subsystem (a route is code; the content is data): 3 → /northsea (NorthSea Mobile IoT),
 *   4 → /lowlands (Lowlands Mobile IoT), 5 → /globesim (GlobeSIM Worldwide), 8 → /tracktech (TrackTech Telematics),
 *   the suppliers the demo seed's organizations with those subsystems are linked to. Which supplier a page presents
 *   is server data (staff may point a page at another supplier); the page then shows that supplier's name, logo and
 *   portal link.
 * - One template: what the service does (rich text in English and Dutch, sanitized on the server), "Go to portal"
 *   (the supplier's portal URL), documents (PDF and office files staff upload, each with a title), contacts (name,
 *   function, e-mail, phone).
 * - Readers: provider users always, organization users whose organization holds the page's subsystem (403
 *   otherwise; the shell sends them to / with the "More services" way to ask for it). Writers: super admin,
 *   management and support (SUPPLIER_SERVICE_EDITOR_ROLES).
 */

/** Staff who maintain the supplier service pages. */
export const SUPPLIER_SERVICE_EDITOR_ROLES: readonly ProviderRole[] = ['superAdmin', 'management', 'support'];

/** The four pages: subsystem, the path segment named after the supplier, and the supplier the seed links. */
export const SUPPLIER_SERVICE_PAGES = [
  { subsystem: Subsystem.supplierA, slug: 'northsea' },
  { subsystem: Subsystem.supplierB, slug: 'lowlands' },
  { subsystem: Subsystem.supplierC, slug: 'globesim' },
  { subsystem: Subsystem.supplierD, slug: 'tracktech' },
] as const;
export type SupplierServiceSubsystem = (typeof SUPPLIER_SERVICE_PAGES)[number]['subsystem'];
export const SUPPLIER_SERVICE_SUBSYSTEMS: readonly number[] = SUPPLIER_SERVICE_PAGES.map((p) => p.subsystem);

/** Most contacts one page lists. */
export const SUPPLIER_SERVICE_MAX_CONTACTS = 10;
/** Longest document title, in characters. */
export const SUPPLIER_SERVICE_TITLE_MAX = 200;

/** A document of a service page; `size` in bytes, `uploadedAt` ISO date-time. */
export const supplierServiceDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type SupplierServiceDocument = z.infer<typeof supplierServiceDocumentSchema>;

/** A contact of a service page (a person at the supplier or at the provider, not a portal user). */
export const supplierServiceContactSchema = z.object({
  name: z.string(),
  function: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type SupplierServiceContact = z.infer<typeof supplierServiceContactSchema>;

/**
 * GET /api/supplier-services/{subsystem}: the page. `supplier` is the supplier it presents (null when staff have
 * not chosen one yet); `logoVersion` as in SimSupplier (the logo is GET /api/sim-management/suppliers/{id}/logo?v=).
 * `description`: sanitized HTML per language ('' when not written). `updatedAt`: ISO date-time or null.
 */
export const supplierServicePageSchema = z.object({
  subsystem: z.number().int(),
  slug: z.string(),
  supplier: z
    .object({
      id: z.number().int(),
      name: z.string(),
      providerType: z.number().int(),
      portalUrl: z.string().nullable(),
      logoVersion: z.string().nullable(),
    })
    .nullable(),
  description: z.object({ en: z.string(), nl: z.string() }),
  contacts: z.array(supplierServiceContactSchema),
  documents: z.array(supplierServiceDocumentSchema),
  updatedAt: z.string().nullable(),
});
export type SupplierServicePage = z.infer<typeof supplierServicePageSchema>;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** One contact in PUT /api/supplier-services/{subsystem}. */
export const supplierServiceContactInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  function: optional(100),
  email: z
    .union([z.email('Please enter a valid email address.').max(254), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  phoneNumber: optional(30),
});

/** PUT /api/supplier-services/{subsystem}: the page's supplier, rich-text descriptions and contacts (replaced whole). */
export const supplierServicePageInputSchema = z.strictObject({
  supplierId: bodyIdSchema.nullable(),
  descriptionEn: z.string().max(RICH_TEXT_MAX).default(''),
  descriptionNl: z.string().max(RICH_TEXT_MAX).default(''),
  contacts: z.array(supplierServiceContactInputSchema).max(SUPPLIER_SERVICE_MAX_CONTACTS).default([]),
});
export type SupplierServicePageInput = z.input<typeof supplierServicePageInputSchema>;
