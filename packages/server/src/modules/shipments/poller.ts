import { randomUUID } from 'node:crypto';
import { CARRIER_STATUSES, shipmentStatusOf } from '@portal/domain';
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { releaseLease, takeLease } from '../../db/lease.js';
import { shipmentEvents, shipments } from '../../db/schema/index.js';
import { followDelivery } from '../webshop/repository.js';
import type { CarrierRegistry } from './carrier-setup.js';
import type { CarrierEvent } from './carriers.js';

/**
 * The track and trace poller (issue 14 "a background poller writes each new status once (idempotent, history
 * kept). When the server runs as several instances on PostgreSQL, only one instance polls at a time"). A run:
 * 1. takes the lease `shipment-poller` (db/lease.ts: a row in `job_leases` taken with one INSERT … ON CONFLICT, so
 *    of several instances on one database exactly one runs; on the embedded database there is one process);
 * 2. picks up to `batchSize` shipments in transit sent within the overview window, booked with a carrier this
 *    server knows, the longest-unasked first (`polled_at`, so shipments stuck in one state cannot starve the
 *    others), and marks them asked;
 * 3. asks each one's own carrier for its events — outside any transaction, so a slow carrier never holds a
 *    database connection or, on PGlite, the whole database — and writes what is new in one short transaction per
 *    shipment: events with ON CONFLICT DO NOTHING on (shipment, code, time), so a status seen twice is written
 *    once, and the latest event that has a milestone as the shipment's status;
 * 4. gives the lease up. A carrier that fails for one shipment (unreachable, or refusing) is logged and counted;
 *    the run goes on, and the shipment is asked again when its turn comes round.
 */

/** The lease name of the poller in `job_leases`. */
export const POLLER_LEASE = 'shipment-poller';

/** Carrier status code 1, pre-alerted: written when the shipment is created, so the carrier's own is left out. */
const PRE_ALERTED = 1;

/** What one run did. */
export interface PollResult {
  /** False when another instance held the lease (nothing done). */
  ran: boolean;
  /** Shipments asked about. */
  checked: number;
  /** New events written. */
  written: number;
  /** Shipments whose carrier failed (unreachable or refusing); asked again later. */
  failed: number;
}

/** Options of one run. */
export interface PollOptions {
  /** The overview window in days: older shipments are no longer polled. */
  windowDays: number;
  /** Most shipments per run (default 200). */
  batchSize?: number;
  /** Who runs (the lease holder); default a new id per call. */
  holder?: string;
  /** How long the lease lasts before it must be renewed, in ms (default 5 minutes; renewed every 20 shipments). */
  leaseMs?: number;
  log?: FastifyBaseLogger;
}

/**
 * Writes the new events of one shipment and moves its status (a delivered shipment takes its webshop order along:
 * followDelivery); returns how many events were new.
 */
async function recordEvents(
  db: Database,
  shipment: { id: number; carrierStatusCode: number | null; carrierStatusAt: Date | null },
  events: readonly CarrierEvent[],
): Promise<number> {
  const known = events.filter((e) => e.code in CARRIER_STATUSES && e.code !== PRE_ALERTED);
  if (!known.length) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shipmentEvents)
      .values(known.map((e) => ({ shipmentId: shipment.id, code: e.code, occurredAt: e.occurredAt })))
      .onConflictDoNothing()
      .returning({ id: shipmentEvents.id });
    // The status follows the newest event with a milestone: a late "not applicable" (99) does not replace it.
    const latest = known
      .filter((e) => CARRIER_STATUSES[e.code]?.milestone)
      .reduce<CarrierEvent | null>(
        (a, b) => (!a || b.occurredAt.getTime() >= a.occurredAt.getTime() ? b : a),
        null,
      );
    if (
      latest &&
      (latest.code !== shipment.carrierStatusCode ||
        latest.occurredAt.getTime() !== shipment.carrierStatusAt?.getTime())
    ) {
      await tx
        .update(shipments)
        .set({
          carrierStatusCode: latest.code,
          carrierStatusAt: latest.occurredAt,
          status: shipmentStatusOf(latest.code),
        })
        .where(eq(shipments.id, shipment.id));
      if (shipmentStatusOf(latest.code) === 'delivered') await followDelivery(tx, shipment.id);
    }
    return inserted.length;
  });
}

/** One poll run (see the module comment). Database errors reject; carrier failures are counted in `failed`. */
export async function pollShipmentStatuses(
  db: Database,
  carriers: CarrierRegistry,
  options: PollOptions,
): Promise<PollResult> {
  const holder = options.holder ?? randomUUID();
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  if (!(await takeLease(db, POLLER_LEASE, holder, leaseMs)))
    return { ran: false, checked: 0, written: 0, failed: 0 };
  const result: PollResult = { ran: true, checked: 0, written: 0, failed: 0 };
  try {
    const due = await db
      .select()
      .from(shipments)
      .where(
        and(
          eq(shipments.status, 'inTransit'),
          ne(shipments.carrier, 'demo'),
          inArray(shipments.carrier, carriers.names),
          gte(shipments.sentAt, sql`now() - make_interval(days => ${options.windowDays})`),
        ),
      )
      .orderBy(sql`${shipments.polledAt} asc nulls first`, asc(shipments.id))
      .limit(options.batchSize ?? 200);
    if (due.length) {
      await db
        .update(shipments)
        .set({ polledAt: new Date() })
        .where(
          inArray(
            shipments.id,
            due.map((s) => s.id),
          ),
        );
    }
    for (const [index, shipment] of due.entries()) {
      if (index > 0 && index % 20 === 0) await takeLease(db, POLLER_LEASE, holder, leaseMs);
      const carrier = carriers.byName(shipment.kind, shipment.carrier);
      if (!carrier || !shipment.barcode) continue;
      result.checked++;
      let events: CarrierEvent[];
      try {
        events = await carrier.track({
          barcode: shipment.barcode,
          zipCode: shipment.zipCode,
          countryCode: shipment.countryCode,
          sentAt: shipment.sentAt,
        });
      } catch (err) {
        result.failed++;
        options.log?.warn(
          {
            shipmentId: shipment.id,
            carrier: shipment.carrier,
            err: err instanceof Error ? err.message : err,
          },
          'the carrier did not answer with the tracking of a shipment',
        );
        continue;
      }
      result.written += await recordEvents(db, shipment, events);
    }
  } finally {
    await releaseLease(db, POLLER_LEASE, holder);
  }
  return result;
}

/** A running poller: `stop()` waits for a run in progress. */
export interface ShipmentPoller {
  stop(): Promise<void>;
}

/**
 * Runs pollShipmentStatuses every `intervalMs` after the previous run ended (runs never overlap or pile up behind
 * a slow carrier); the first one interval after start. Errors are logged.
 */
export function startShipmentPoller(
  db: Database,
  carriers: CarrierRegistry,
  options: { intervalMs: number; windowDays: number; log: FastifyBaseLogger },
): ShipmentPoller {
  const holder = `poller-${randomUUID()}`;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = (async () => {
        try {
          const result = await pollShipmentStatuses(db, carriers, { ...options, holder });
          if (result.written || result.failed) options.log.info(result, 'shipment statuses polled');
        } catch (err) {
          options.log.error({ err }, 'shipment status poll failed');
        }
        if (!stopped) schedule();
      })();
    }, options.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
