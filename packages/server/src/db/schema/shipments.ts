import { DOMESTIC_SHIPMENT_TYPES, SHIPMENT_KINDS, SHIPMENT_STATUSES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations, subcustomers, users } from './organizations.js';

/**
 * Shipments (issue 14; spec §3 Shipment, §4 states): SIM cards sent to an organization or one of its subcustomers.
 * `kind` domestic carries a `type` (registered letter, insured letter, parcel, insured parcel); international a
 * carrier `serviceCode`. The destination is copied in (an address may change or go later; the shipment went where it
 * went). `barcode` is the carrier's track and trace number. `status` follows the latest carrier status code
 * (`carrierStatusCode`, CARRIER_STATUSES in @portal/domain): delivered for a delivered milestone. Deleting the
 * organization deletes its shipments (spec §4).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    subcustomerId: integer('subcustomer_id').references((): AnyPgColumn => subcustomers.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: SHIPMENT_KINDS }).notNull().default('domestic'),
    type: text('type', { enum: DOMESTIC_SHIPMENT_TYPES }),
    serviceCode: text('service_code'),
    recipientName: text('recipient_name').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('Nederland'),
    countryCode: text('country_code').notNull().default('NL'),
    /** The recipient's phone and e-mail for the carrier's delivery notices (phone required abroad). */
    recipientPhone: text('recipient_phone'),
    recipientEmail: text('recipient_email'),
    /** State or province code of an international destination that needs one (STATE_REQUIRED_COUNTRIES). */
    stateProvinceCode: text('state_province_code'),
    simCount: integer('sim_count').notNull().default(1),
    /** Insurance in euro cents (entered in euros, spec §3); null when not insured. */
    insuranceCents: integer('insurance_cents'),
    reference: text('reference'),
    /** International package (spec §3): box type preset, weight in grams, sides in cm, product description. */
    boxType: text('box_type'),
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    productDescription: text('product_description'),
    /** The carrier's charge in euro cents (international: the rate the user confirmed); null when none. */
    totalCostCents: integer('total_cost_cents'),
    /** The adapter that booked it (`sandbox`, `postnl`, `ups`): the poller asks the same carrier. */
    carrier: text('carrier').notNull().default('sandbox'),
    /** When the status poller last asked the carrier (null: never); it asks the longest-unasked first. */
    polledAt: timestamp('polled_at', { withTimezone: true }),
    barcode: text('barcode'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('inTransit'),
    carrierStatusCode: integer('carrier_status_code'),
    carrierStatusAt: timestamp('carrier_status_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The overview reads the last N days, newest first with the id as tiebreak (spec §9): each index ends in
    // (sent_at DESC, id DESC) — NULLS FIRST, as ORDER BY … DESC sorts, or the planner cannot use it — so a page is an
    // index scan that stops after 20 rows and a count an index-only scan (bench: packages/bench/src/shipments-bench.mjs).
    index('shipments_sent_at_idx').on(t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_organization_idx').on(
      t.organizationId,
      t.sentAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shipments_status_idx').on(t.status, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_kind_idx').on(t.kind, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_type_idx').on(t.type, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Sorting by reference or recipient (the id follows the column's direction, so either direction reads it).
    index('shipments_reference_idx').on(t.reference, t.id),
    index('shipments_recipient_idx').on(t.recipientName, t.id),
    index('shipments_subcustomer_idx').on(t.subcustomerId),
    // "Search by reference or barcode" (contains, any case): trigram indexes answer ILIKE '%…%' (pg_trgm).
    index('shipments_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')),
    index('shipments_barcode_trgm_idx').using('gin', t.barcode.op('gin_trgm_ops')),
    uniqueIndex('shipments_barcode_idx').on(t.barcode),
    // The status poller reads the shipments still in transit, the longest-unasked first.
    index('shipments_in_transit_idx')
      .on(t.polledAt.asc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'inTransit' and ${t.carrier} <> 'demo'`),
  ],
);

/**
 * Carrier events of a shipment (issue 14 "track and trace: a background poller writes each new status once"): one
 * row per code and time the carrier reported; the unique index makes writing an event twice a no-op.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references((): AnyPgColumn => shipments.id, { onDelete: 'cascade' }),
    code: integer('code').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_events_once_idx').on(t.shipmentId, t.code, t.occurredAt)],
);
