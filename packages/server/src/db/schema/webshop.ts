import { SIM_FORM_FACTORS, WEBSHOP_ORDER_STATUSES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addresses, organizations, users } from './organizations.js';
import { shipments } from './shipments.js';
import { suppliers } from './suppliers.js';

/**
 * The webshop's catalogue (issue 15; WebshopProduct in @portal/domain): a supplier, a form factor and a plan, once
 * (any case). A product no longer sold is made inactive; a supplier with products cannot be deleted (RESTRICT).
 */
export const webshopProducts = pgTable(
  'webshop_products',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references((): AnyPgColumn => suppliers.id, { onDelete: 'restrict' }),
    formFactor: text('form_factor', { enum: SIM_FORM_FACTORS }).notNull(),
    plan: text('plan').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webshop_products_key').on(t.supplierId, t.formFactor, sql`lower(${t.plan})`)],
);

/**
 * Webshop orders (issue 15; WebshopOrder in @portal/domain). What was ordered (supplier name, form factor, plan) and
 * the delivery address are copied in, so an order reads the same after the catalogue or the address changes.
 * `shipment_id`: the shipment that fulfilled it (set with status shipped). Orders go with their organization (spec
 * §4: deleting an organization removes its shipments too).
 */
export const webshopOrders = pgTable(
  'webshop_orders',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references((): AnyPgColumn => webshopProducts.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name').notNull(),
    formFactor: text('form_factor', { enum: SIM_FORM_FACTORS }).notNull(),
    plan: text('plan').notNull(),
    quantity: integer('quantity').notNull(),
    addressId: integer('address_id').references((): AnyPgColumn => addresses.id, { onDelete: 'set null' }),
    streetName: text('street_name').notNull(),
    houseNumber: text('house_number').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    reference: text('reference'),
    remark: text('remark'),
    status: text('status', { enum: WEBSHOP_ORDER_STATUSES }).notNull().default('received'),
    shipmentId: integer('shipment_id').references((): AnyPgColumn => shipments.id, { onDelete: 'set null' }),
    orderedBy: integer('ordered_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webshop_orders_organization_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('webshop_orders_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('webshop_orders_shipment_idx').on(t.shipmentId),
  ],
);
