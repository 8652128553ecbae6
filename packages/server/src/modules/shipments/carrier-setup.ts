import type { ShipmentKind } from '@portal/domain';
import type { CarrierConfig } from '../../config.js';
import type { Carriers, DomesticCarrier, InternationalCarrier } from './carriers.js';
import { createSandboxCarriers } from './sandbox-carriers.js';

/**
 * The carriers a server runs with (`app.carriers`, issue 14 "selected by environment variables"): `active` books new
 * shipments (sandbox by default; PostNL / UPS with DOMESTIC_CARRIER / INTERNATIONAL_CARRIER), and `byName` finds the
 * adapter that booked an existing shipment so the poller asks the same carrier (a shipment booked in the sandbox
 * keeps moving in the sandbox after a switch to the real carrier). Seeded demo shipments (`demo`) have none.
 */
export interface CarrierRegistry {
  active: Carriers;
  byName(kind: ShipmentKind, name: string): DomesticCarrier | InternationalCarrier | undefined;
  /** Every carrier name the registry tracks with (the poller asks only about these shipments). */
  names: string[];
}

/** A registry of `active` carriers plus the sandbox pair (tests pass fakes as `active`). */
export function carrierRegistry(active: Carriers, sandbox: Carriers): CarrierRegistry {
  const all = [active.domestic, active.international, sandbox.domestic, sandbox.international];
  return {
    active,
    names: [...new Set(all.map((carrier) => carrier.name))],
    byName(kind, name) {
      const candidates =
        kind === 'domestic'
          ? [active.domestic, sandbox.domestic]
          : [active.international, sandbox.international];
      return candidates.find((carrier) => carrier.name === name);
    },
  };
}

/** The registry `config` selects; the real adapters are loaded only when chosen. */
export async function createCarrierRegistry(config: CarrierConfig): Promise<CarrierRegistry> {
  const sandbox = createSandboxCarriers({ stepMs: config.sandboxStepMs });
  let domestic: DomesticCarrier = sandbox.domestic;
  let international: InternationalCarrier = sandbox.international;
  if (config.domestic.kind === 'postnl') {
    const { createPostnlCarrier } = await import('./postnl.js');
    const { kind: _kind, ...options } = config.domestic;
    domestic = createPostnlCarrier({ ...options, shipper: config.shipper });
  }
  if (config.international.kind === 'ups') {
    const { createUpsCarrier } = await import('./ups.js');
    const { kind: _kind, ...options } = config.international;
    international = createUpsCarrier({ ...options, shipper: config.shipper });
  }
  return carrierRegistry({ domestic, international }, sandbox);
}
