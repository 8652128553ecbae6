import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * Connectivity suppliers (spec §3 Supplier; providerType 0..10, see ProviderType in @portal/domain), with what staff
 * maintain for /simmanagement (issue 15): the supplier's portal URL (http or https), a short description in English
 * and Dutch, and a logo in the file storage (`logo_key`; `logo_sha256` versions its URL).
 */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  providerType: integer('provider_type').notNull(),
  hasRoamingList: boolean('has_roaming_list').notNull().default(false),
  portalUrl: text('portal_url'),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionNl: text('description_nl').notNull().default(''),
  logoKey: text('logo_key'),
  logoContentType: text('logo_content_type'),
  logoSha256: text('logo_sha256'),
});
