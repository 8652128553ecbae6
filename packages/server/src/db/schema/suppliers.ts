import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Connectivity suppliers (spec §3 Supplier; providerType 0..10, see ProviderType in @portal/domain). */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  providerType: integer('provider_type').notNull(),
  hasRoamingList: boolean('has_roaming_list').notNull().default(false),
});
