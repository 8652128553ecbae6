import { CARRIER_STATUSES, shipmentStatusOf } from '@portal/domain';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { shipmentEvents, shipments } from '../../db/schema/index.js';
import type { CarrierRegistry } from './carrier-setup.js';
import { CarrierUnavailable } from './carriers.js';

/**
 * The track and trace poller (issue 14 "a background poller writes each new status once (idempotent, history
 * kept). When the server runs as several instances on PostgreSQL, only one instance polls at a time"). Each run
 * takes a transaction-scoped PostgreSQL advisory lock (`pg_try_advisory_xact_lock`): an instance that does not get
 * it skips the run, so of several instances on one database exactly one polls; on the embedded database there is
 * one process and the lock is always free. The run asks each shipment's own carrier for its events, inserts them
 * with ON CONFLICT DO NOTHING on (shipment, code, time) — a status seen twice is written once — and moves the
 * shipment's latest status. Shipments in transit within the overview window are polled, the longest-unasked first (`polled_at`), so
 * shipments stuck in one state cannot starve the others.
 */

/** Advisory lock key of the poller (any constant shared by all instances; "SHIP" in ASCII). */
export const POLLER_LOCK_KEY = 0x53484950;

/** What one run did. */
export interface PollResult {
  /** False when another instance held the lock (nothing done). */
  ran: boolean;
  /** Shipments asked about. */
  checked: number;
  /** New events written. */
  written: number;
  /** Shipments whose carrier could not be reached (tried again next run). */
  failed: number;
}

/**
 * One poll: up to `batchSize` shipments in transit sent in the last `windowDays` days. Carrier outages of one
 * shipment are logged and skipped; anything else rolls the run back and rethrows.
 */
export async function pollShipmentStatuses(
  db: Database,
  carriers: CarrierRegistry,
  options: { windowDays: number; batchSize?: number; log?: FastifyBaseLogger },
): Promise<PollResult> {
  return db.transaction(async (tx) => {
    // Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${POLLER_LOCK_KEY}) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return { ran: false, checked: 0, written: 0, failed: 0 };

    const due = await tx
      .select()
      .from(shipments)
      .where(
        and(
          eq(shipments.status, 'inTransit'),
          inArray(shipments.carrier, carriers.names),
          gte(shipments.sentAt, sql`now() - make_interval(days => ${options.windowDays})`),
        ),
      )
      .orderBy(sql`${shipments.polledAt} asc nulls first`, asc(shipments.id))
      .limit(options.batchSize ?? 200);

    const result: PollResult = { ran: true, checked: 0, written: 0, failed: 0 };
    for (const shipment of due) {
      const carrier = carriers.byName(shipment.kind, shipment.carrier);
      if (!carrier || !shipment.barcode) continue;
      result.checked++;
      await tx.update(shipments).set({ polledAt: new Date() }).where(eq(shipments.id, shipment.id));
      let events;
      try {
        events = await carrier.track({
          barcode: shipment.barcode,
          zipCode: shipment.zipCode,
          countryCode: shipment.countryCode,
          sentAt: shipment.sentAt,
        });
      } catch (err) {
        if (!(err instanceof CarrierUnavailable)) throw err;
        result.failed++;
        options.log?.warn(
          { shipmentId: shipment.id, err: err.message },
          'carrier unavailable while tracking',
        );
        continue;
      }
      const known = events.filter((e) => e.code in CARRIER_STATUSES);
      if (!known.length) continue;
      const inserted = await tx
        .insert(shipmentEvents)
        .values(known.map((e) => ({ shipmentId: shipment.id, code: e.code, occurredAt: e.occurredAt })))
        .onConflictDoNothing()
        .returning({ id: shipmentEvents.id });
      result.written += inserted.length;
      const latest = known.reduce((a, b) => (b.occurredAt.getTime() >= a.occurredAt.getTime() ? b : a));
      if (
        latest.code !== shipment.carrierStatusCode ||
        latest.occurredAt.getTime() !== shipment.carrierStatusAt?.getTime()
      ) {
        await tx
          .update(shipments)
          .set({
            carrierStatusCode: latest.code,
            carrierStatusAt: latest.occurredAt,
            status: shipmentStatusOf(latest.code),
          })
          .where(eq(shipments.id, shipment.id));
      }
    }
    return result;
  });
}

/** A running poller: `stop()` waits for a run in progress. */
export interface ShipmentPoller {
  stop(): Promise<void>;
}

/** Runs pollShipmentStatuses every `intervalMs` (the first run one interval after start); errors are logged. */
export function startShipmentPoller(
  db: Database,
  carriers: CarrierRegistry,
  options: { intervalMs: number; windowDays: number; log: FastifyBaseLogger },
): ShipmentPoller {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const result = await pollShipmentStatuses(db, carriers, options);
        if (result.written) options.log.info(result, 'shipment statuses polled');
      } catch (err) {
        options.log.error({ err }, 'shipment status poll failed');
      }
    });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
