import { SUPPLIER_DETAILS } from './seed-roaming.js';
import { seedSupplierServicePages } from './seed-supplier-services.js';
import { seedWebshop } from './seed-webshop.js';
import {
  alwaysUsesTwoFactor,
  EmployeeRoleCode,
  OrganizationRoleCode,
  ProviderType,
  Subsystem,
} from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/passwords.js';
import type { Database } from './client.js';
import {
  addresses,
  organizationSubsystems,
  organizationSuppliers,
  organizations,
  serviceRequests,
  subcustomerContacts,
  subcustomers,
  suppliers,
  users,
} from './schema/index.js';
import { seedAnnouncements } from './seed-announcements.js';
import { seedPriceTierSets, seedPurchasingPrices } from './seed-pricing.js';
import { seedIndexations, seedSalesPrices } from './seed-sales-prices.js';
import { seedShipments } from './seed-shipments.js';
import { seedTickets } from './seed-tickets.js';

/** Password of every demo account (README). */
export const DEMO_PASSWORD = 'Portal-demo-2026!';

/** Demo accounts printed at start (README table). */
export const DEMO_ACCOUNTS: { email: string; role: string; twoFactor: boolean }[] = [
  { email: 'admin@provider.example', role: 'super admin (staff)', twoFactor: false },
  { email: 'management@provider.example', role: 'management (staff)', twoFactor: false },
  { email: 'support@provider.example', role: 'support (staff)', twoFactor: false },
  { email: 'accountmanager@provider.example', role: 'account manager (staff)', twoFactor: false },
  { email: 'signer@acme.example', role: 'authorized to sign, Acme Logistics B.V.', twoFactor: true },
  { email: 'general@acme.example', role: 'general responsible, Acme Logistics B.V.', twoFactor: false },
  { email: 'tech@acme.example', role: 'technical responsible, Acme Logistics B.V.', twoFactor: false },
  { email: 'finance@acme.example', role: 'financial responsible, Acme Logistics B.V.', twoFactor: true },
  { email: 'usermanager@acme.example', role: 'user manager, Acme Logistics B.V.', twoFactor: true },
];

const SUPPLIERS: { name: string; providerType: number; hasRoamingList: boolean }[] = [
  { name: 'NorthSea Mobile IoT', providerType: ProviderType.firstMobileIot, hasRoamingList: true },
  { name: 'Lowlands Mobile IoT', providerType: ProviderType.secondMobileIot, hasRoamingList: true },
  { name: 'Polder IoT Networks', providerType: ProviderType.thirdIot, hasRoamingList: true },
  { name: 'GlobeSIM Worldwide', providerType: ProviderType.globalSim, hasRoamingList: true },
  { name: 'IoT Connect', providerType: ProviderType.provider, hasRoamingList: false },
  { name: 'NetEquip Benelux', providerType: ProviderType.networkEquipment, hasRoamingList: false },
  { name: 'TrackTech Telematics', providerType: ProviderType.telematicsHardware, hasRoamingList: false },
  { name: 'Delta IoT Services', providerType: ProviderType.furtherIot, hasRoamingList: true },
  { name: 'Oranje Mobiel', providerType: ProviderType.mobileOperator, hasRoamingList: true },
  { name: 'IoT Connect Control', providerType: ProviderType.providerControl, hasRoamingList: false },
  { name: 'IoT Connect Prepaid', providerType: ProviderType.providerPrepaid, hasRoamingList: false },
];

const STAFF = [
  { email: 'admin@provider.example', firstName: 'Anna', lastName: 'de Boer', role: EmployeeRoleCode.superAdmin, phone: '+31 20 555 0100' },
  { email: 'management@provider.example', firstName: 'Mark', lastName: 'Jansen', role: EmployeeRoleCode.management, phone: '+31 20 555 0101' },
  { email: 'support@provider.example', firstName: 'Sanne', lastName: 'Visser', role: EmployeeRoleCode.support, phone: '+31 20 555 0102' },
  { email: 'accountmanager@provider.example', firstName: 'Pieter', lastName: 'Bakker', role: EmployeeRoleCode.accountManager, phone: '+31 20 555 0103' },
  { email: 'accountmanager2@provider.example', firstName: 'Eva', lastName: 'Smit', role: EmployeeRoleCode.accountManager, phone: '+31 20 555 0104' },
] as const;

interface SeedAddress {
  streetName: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  countryCode: string;
  email?: string;
}

interface SeedOrganization {
  name: string;
  customerNumber: string;
  country: string;
  vatNumber?: string;
  kvkNumber?: string;
  ibanNumber?: string;
  slaLevel?: string;
  isInactive?: boolean;
  isProspect?: boolean;
  isReseller?: boolean;
  resoldBy?: string;
  contact: string;
  subsystems: number[];
  supplierTypes: number[];
  addresses: SeedAddress[];
  users: { email: string; firstName: string; lastName: string; roles: number[]; twoFactorEnabled?: boolean; confirmed?: boolean }[];
  subcustomers?: string[];
}

const NL = { country: 'Nederland', countryCode: 'NL' };
const R = OrganizationRoleCode;
const ALL_SUBSYSTEMS = Object.values(Subsystem);

const ORGANIZATIONS: SeedOrganization[] = [
  {
    name: 'Acme Logistics B.V.', customerNumber: '100001', country: 'Nederland', vatNumber: 'NL812345678B01', kvkNumber: '34123456',
    ibanNumber: 'NL91ABNA0417164300', slaLevel: 'Gold', contact: 'accountmanager@provider.example',
    subsystems: [...ALL_SUBSYSTEMS], supplierTypes: [0, 1, 3, 6],
    addresses: [
      { streetName: 'Havenweg', houseNumber: '12', zipCode: '3089 JB', city: 'Rotterdam', ...NL, email: 'invoices@acme.example' },
      { streetName: 'Distributieweg', houseNumber: '4a', zipCode: '5928 RA', city: 'Venlo', ...NL },
    ],
    users: [
      { email: 'signer@acme.example', firstName: 'Sophie', lastName: 'van Dijk', roles: [R.authorizedToSign] },
      { email: 'general@acme.example', firstName: 'Daan', lastName: 'Mulder', roles: [R.generalResponsible] },
      { email: 'tech@acme.example', firstName: 'Lars', lastName: 'de Graaf', roles: [R.technicalResponsible] },
      { email: 'finance@acme.example', firstName: 'Emma', lastName: 'Bos', roles: [R.financialResponsible] },
      { email: 'usermanager@acme.example', firstName: 'Noah', lastName: 'Vos', roles: [R.userManager] },
    ],
    subcustomers: ['Acme Cold Storage', 'Acme Last Mile'],
  },
  {
    name: 'Noordzee Sensors B.V.', customerNumber: '100002', country: 'Nederland', vatNumber: 'NL823456789B01', kvkNumber: '01234567',
    ibanNumber: 'NL20INGB0001234567', slaLevel: 'Silver', contact: 'support@provider.example',
    subsystems: [Subsystem.helpdesk, Subsystem.supplierA], supplierTypes: [0, 2],
    addresses: [{ streetName: 'Strandweg', houseNumber: '3', zipCode: '1781 AB', city: 'Den Helder', ...NL, email: 'finance@noordzee.example' }],
    users: [
      { email: 'general@noordzee.example', firstName: 'Julia', lastName: 'Hendriks', roles: [R.generalResponsible] },
      { email: 'tech@noordzee.example', firstName: 'Sem', lastName: 'Dekker', roles: [R.technicalResponsible, R.generalResponsible] },
    ],
  },
  {
    name: 'Brabant Water Monitoring B.V.', customerNumber: '100003', country: 'Nederland', vatNumber: 'NL834567890B01', kvkNumber: '17123456',
    slaLevel: 'Bronze', contact: 'accountmanager@provider.example', subsystems: [Subsystem.helpdesk, Subsystem.webshop, Subsystem.supplierB], supplierTypes: [1],
    addresses: [{ streetName: 'Stationsplein', houseNumber: '21', zipCode: '5211 AP', city: "'s-Hertogenbosch", ...NL }],
    users: [{ email: 'signer@brabantwater.example', firstName: 'Tim', lastName: 'van Leeuwen', roles: [R.authorizedToSign, R.userManager] }],
  },
  {
    name: 'Vlaamse Slimme Meters NV', customerNumber: '100004', country: 'België', vatNumber: 'BE0123456789', contact: 'accountmanager2@provider.example',
    subsystems: [Subsystem.helpdesk, Subsystem.supplierC], supplierTypes: [3, 8],
    addresses: [{ streetName: 'Meir', houseNumber: '50', zipCode: '2000', city: 'Antwerpen', country: 'België', countryCode: 'BE' }],
    users: [{ email: 'ops@slimmemeters.example', firstName: 'Lotte', lastName: 'Peeters', roles: [R.technicalResponsible] }],
  },
  {
    name: 'Rijnland Fleet Services B.V.', customerNumber: '100005', country: 'Nederland', vatNumber: 'NL845678901B01', contact: 'support@provider.example',
    subsystems: [Subsystem.helpdesk, Subsystem.supplierD], supplierTypes: [6, 7],
    addresses: [{ streetName: 'Rijnkade', houseNumber: '8', zipCode: '6811 HA', city: 'Arnhem', ...NL }],
    users: [{ email: 'finance@rijnlandfleet.example', firstName: 'Fleur', lastName: 'Willems', roles: [R.financialResponsible] }],
  },
  {
    name: 'Delta Agri Tech B.V.', customerNumber: '100006', country: 'Nederland', isInactive: true, contact: 'accountmanager@provider.example',
    subsystems: [Subsystem.helpdesk], supplierTypes: [2],
    addresses: [{ streetName: 'Polderweg', houseNumber: '101', zipCode: '4421 AA', city: 'Kapelle', ...NL }],
    users: [{ email: 'info@deltaagri.example', firstName: 'Bram', lastName: 'de Jong', roles: [R.generalResponsible] }],
  },
  {
    name: 'Zuid Parking Systems B.V.', customerNumber: '100007', country: 'Nederland', isInactive: true, contact: 'accountmanager2@provider.example',
    subsystems: [], supplierTypes: [0],
    addresses: [{ streetName: 'Markt', houseNumber: '1', zipCode: '6211 CK', city: 'Maastricht', ...NL }],
    users: [],
  },
  {
    name: 'Groningen Energy Labs B.V.', customerNumber: '100008', country: 'Nederland', isProspect: true, contact: 'accountmanager@provider.example',
    subsystems: [], supplierTypes: [],
    addresses: [{ streetName: 'Zernikelaan', houseNumber: '17', zipCode: '9747 AA', city: 'Groningen', ...NL }],
    users: [],
  },
  {
    name: 'Utrecht Smart Buildings B.V.', customerNumber: '100009', country: 'Nederland', isProspect: true, contact: 'accountmanager2@provider.example',
    subsystems: [], supplierTypes: [],
    addresses: [{ streetName: 'Catharijnesingel', houseNumber: '55', zipCode: '3511 GD', city: 'Utrecht', ...NL }],
    users: [],
  },
  {
    name: 'Connect Partners B.V.', customerNumber: '100010', country: 'Nederland', isReseller: true, vatNumber: 'NL856789012B01', slaLevel: 'Gold',
    contact: 'accountmanager@provider.example', subsystems: [...ALL_SUBSYSTEMS], supplierTypes: [0, 1, 2, 3],
    addresses: [{ streetName: 'Zuidas', houseNumber: '200', zipCode: '1082 MA', city: 'Amsterdam', ...NL, email: 'billing@connectpartners.example' }],
    users: [{ email: 'signer@connectpartners.example', firstName: 'Ruben', lastName: 'Kok', roles: [R.authorizedToSign] }],
  },
  {
    name: 'Haven Tracking B.V.', customerNumber: '100011', country: 'Nederland', resoldBy: '100010', contact: 'support@provider.example',
    subsystems: [Subsystem.helpdesk, Subsystem.supplierA], supplierTypes: [0],
    addresses: [{ streetName: 'Waalhaven Zuidzijde', houseNumber: '19', zipCode: '3089 JH', city: 'Rotterdam', ...NL }],
    users: [{ email: 'tech@haventracking.example', firstName: 'Milan', lastName: 'Meijer', roles: [R.technicalResponsible], twoFactorEnabled: true }],
  },
  {
    name: 'Berliner Telemetrie GmbH', customerNumber: '100012', country: 'Duitsland', vatNumber: 'DE123456789', contact: 'accountmanager2@provider.example',
    subsystems: [Subsystem.helpdesk, Subsystem.supplierB], supplierTypes: [3],
    addresses: [{ streetName: 'Friedrichstraße', houseNumber: '68', zipCode: '10117', city: 'Berlin', country: 'Duitsland', countryCode: 'DE' }],
    users: [{ email: 'new.user@berlinertelemetrie.example', firstName: 'Jonas', lastName: 'Schmidt', roles: [R.generalResponsible], confirmed: false }],
  },
  {
    name: 'Alpen Cold Chain B.V.', customerNumber: '100013', country: 'Nederland', contact: 'support@provider.example',
    subsystems: [Subsystem.helpdesk, Subsystem.webshop], supplierTypes: [1, 6],
    addresses: [{ streetName: 'Koelhuisweg', houseNumber: '2', zipCode: '7418 AA', city: 'Deventer', ...NL }],
    users: [{ email: 'general@alpencoldchain.example', firstName: 'Iris', lastName: 'Kuipers', roles: [R.generalResponsible] }],
  },
];

/**
 * Extra details of seeded subcustomers (issue 3: subcustomer detail screen): reference, contact persons and
 * addresses beyond the generated first one, keyed by subcustomer name.
 */
const SUBCUSTOMER_DETAILS: Record<
  string,
  { reference: string; contacts: { name: string; email: string | null; phoneNumber: string | null; function: string | null }[]; addresses: SeedAddress[] }
> = {
  'Acme Cold Storage': {
    reference: 'DEB-2201',
    contacts: [
      { name: 'Yasmin Koster', email: 'y.koster@acmecold.example', phoneNumber: '+31 10 555 2201', function: 'Warehouse manager' },
      { name: 'Thomas Brouwer', email: 'planning@acmecold.example', phoneNumber: null, function: 'Planner' },
    ],
    addresses: [{ streetName: 'Koelhavenweg', houseNumber: '8', zipCode: '2665 KL', city: 'Bleiswijk', ...NL, email: 'ap@acmecold.example' }],
  },
  'Acme Last Mile': {
    reference: 'DEB-2202',
    contacts: [{ name: 'Kevin Hoekstra', email: 'k.hoekstra@acmelastmile.example', phoneNumber: '+31 30 555 2202', function: 'Fleet coordinator' }],
    addresses: [],
  },
};

/** True when the database has no users yet (a fresh database that needs the demo seed). */
export async function needsSeed(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes the demo data (README demo accounts; spec §3 entities) in one transaction: staff, suppliers of every
 * provider type, 13 organizations (active, inactive, prospect, reseller + resold) with addresses, subsystem and
 * supplier links, users, subcustomers and shipments, announcements and news (seed-announcements.ts), helpdesk
 * tickets and FAQ, purchasing prices and price tier sets (seed-pricing.ts), sales prices of the active customers over
 * 2025 and 2026 (seed-sales-prices.ts). Does nothing when any user exists (idempotent). Returns true when it seeded.
 */
export async function seedDatabase(db: Database): Promise<boolean> {
  if (!(await needsSeed(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    const supplierRows = await tx
      .insert(suppliers)
      .values(SUPPLIERS.map((s) => ({ ...s, ...SUPPLIER_DETAILS[s.name] })))
      .returning();
    const supplierByType = new Map(supplierRows.map((s) => [s.providerType, s.id]));

    const staffRows = await tx
      .insert(users)
      .values(
        STAFF.map((s) => ({
          email: s.email, firstName: s.firstName, lastName: s.lastName, phoneNumber: s.phone,
          employeeRole: s.role, passwordHash, confirmedAt: now,
        })),
      )
      .returning();
    const staffByEmail = new Map(staffRows.map((u) => [u.email, u.id]));

    const orgIdByNumber = new Map<string, number>();
    for (const o of ORGANIZATIONS) {
      const [org] = await tx
        .insert(organizations)
        .values({
          name: o.name, customerNumber: o.customerNumber, country: o.country, vatNumber: o.vatNumber ?? null,
          vatLiable: !!o.vatNumber, kvkNumber: o.kvkNumber ?? null, ibanNumber: o.ibanNumber ?? null,
          slaLevel: o.slaLevel ?? null, isInactive: o.isInactive ?? false, isProspect: o.isProspect ?? false,
          isReseller: o.isReseller ?? false, resellerId: o.resoldBy ? orgIdByNumber.get(o.resoldBy) ?? null : null,
          contactPersonId: staffByEmail.get(o.contact) ?? null, initialContractorId: staffByEmail.get(o.contact) ?? null,
          announcementEmailAddress: o.users[0]?.email ?? null,
        })
        .returning({ id: organizations.id });
      orgIdByNumber.set(o.customerNumber, org.id);

      const addressRows = await tx
        .insert(addresses)
        .values(o.addresses.map((a) => ({ ...a, email: a.email ?? null, organizationId: org.id })))
        .returning({ id: addresses.id });
      const first = addressRows[0].id;
      const last = addressRows[addressRows.length - 1].id;
      await tx
        .update(organizations)
        .set({ shippingAddressId: last, invoiceAddressId: first, visitingAddressId: first })
        .where(eq(organizations.id, org.id));

      if (o.subsystems.length) {
        await tx.insert(organizationSubsystems).values(o.subsystems.map((subsystem) => ({ organizationId: org.id, subsystem })));
      }
      const supplierIds = o.supplierTypes.map((t) => supplierByType.get(t)).filter((id): id is number => id !== undefined);
      if (supplierIds.length) {
        await tx.insert(organizationSuppliers).values(supplierIds.map((supplierId) => ({ organizationId: org.id, supplierId })));
      }
      if (o.users.length) {
        await tx.insert(users).values(
          o.users.map((u) => ({
            email: u.email, firstName: u.firstName, lastName: u.lastName, phoneNumber: '+31 6 1234 5678',
            organizationId: org.id, roles: u.roles, twoFactorEnabled: u.twoFactorEnabled ?? alwaysUsesTwoFactor(u.roles),
            passwordHash: u.confirmed === false ? null : passwordHash, confirmedAt: u.confirmed === false ? null : now,
          })),
        );
      }
      const subcustomerIds: number[] = [];
      for (const name of o.subcustomers ?? []) {
        const details = SUBCUSTOMER_DETAILS[name];
        const [sub] = await tx
          .insert(subcustomers)
          .values({ organizationId: org.id, name, reference: details?.reference ?? null })
          .returning({ id: subcustomers.id });
        subcustomerIds.push(sub.id);
        await tx.insert(addresses).values({
          organizationId: org.id, subcustomerId: sub.id, streetName: 'Industrieweg', houseNumber: String(10 + sub.id),
          zipCode: '3542 AD', city: 'Utrecht', ...NL,
        });
        if (details?.addresses.length) {
          await tx.insert(addresses).values(
            details.addresses.map((a) => ({ ...a, email: a.email ?? null, organizationId: org.id, subcustomerId: sub.id })),
          );
        }
        if (details?.contacts.length) {
          await tx.insert(subcustomerContacts).values(details.contacts.map((c) => ({ ...c, subcustomerId: sub.id })));
        }
      }
      if (!o.isProspect) {
        // A history of shipments; the first goes to the first subcustomer (its detail shows its shipments).
        await seedShipments(
          tx,
          { id: org.id, name: o.name, customerNumber: o.customerNumber },
          staffByEmail.get('support@provider.example') ?? null,
          o.customerNumber === '100001' ? 40 : 16,
        );
      }
    }
    await seedServiceRequests(tx, orgIdByNumber, staffByEmail);
    await seedAnnouncements(
      tx,
      staffByEmail.get('support@provider.example') ?? null,
      new Map(supplierRows.map((s) => [s.name, s.id])),
    );
    await seedTickets(tx);
    await seedPurchasingPrices(tx, new Map(supplierRows.map((s) => [s.name, s.id])));
    await seedPriceTierSets(tx);
    await seedSalesPrices(tx, new Map(supplierRows.map((s) => [s.name, s.id])), orgIdByNumber);
    await seedIndexations(tx);
    await seedSupplierServicePages(tx, new Map(supplierRows.map((s) => [s.name, s.id])));
    await seedWebshop(tx, new Map(supplierRows.map((s) => [s.name, s.id])), now);
  });
  return true;
}

/**
 * "More services" requests (issue 3): Acme has every subsystem, so its request is a granted one (subsystem 8,
 * handled by support); Noordzee has one open request for the webshop (2), by its general responsible.
 */
async function seedServiceRequests(
  tx: Database,
  orgIdByNumber: Map<string, number>,
  staffByEmail: Map<string, number>,
): Promise<void> {
  const requester = async (email: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? null;
  const acmeId = orgIdByNumber.get('100001');
  const noordzeeId = orgIdByNumber.get('100002');
  if (acmeId) {
    await tx.insert(serviceRequests).values({
      organizationId: acmeId, subsystem: Subsystem.supplierD, message: 'We would like the supplier D service pages.',
      status: 'granted', requestedById: await requester('signer@acme.example'),
      handledById: staffByEmail.get('support@provider.example') ?? null, handledAt: new Date(),
    });
  }
  if (noordzeeId) {
    await tx.insert(serviceRequests).values({
      organizationId: noordzeeId, subsystem: Subsystem.webshop, message: 'Graag toegang tot de webshop.',
      requestedById: await requester('general@noordzee.example'),
    });
  }
}
