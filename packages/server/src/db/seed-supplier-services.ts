import { Subsystem } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import type { FileStorage } from '../files/storage.js';
import { newStorageKey } from '../files/storage.js';
import type { Database } from './client.js';
import { simplePdf } from './seed-documents.js';
import {
  type ServiceContact,
  supplierServiceDocuments,
  supplierServicePages,
  users,
} from './schema/index.js';

/**
 * Demo supplier service pages (issue 15 "Supplier service pages"): the four pages (subsystems 3, 4, 5, 8) with their
 * supplier, what the service does in English and Dutch, contacts (main seed), and two PDF documents each (stored
 * through the file storage, seedDemoServiceDocuments).
 */

interface DemoPage {
  subsystem: number;
  supplier: string;
  en: string;
  nl: string;
  contacts: ServiceContact[];
}

const DEMO_PAGES: DemoPage[] = [
  {
    subsystem: Subsystem.supplierA,
    supplier: 'NorthSea Mobile IoT',
    en: '<p>NorthSea Mobile IoT connects your devices to the Dutch <strong>2G, 4G, LTE-M and NB-IoT</strong> networks. In its portal you activate and suspend SIM cards, watch data use per SIM and set up private APNs.</p><ul><li>Activation within one working day</li><li>Data pooling across all your SIMs</li><li>Roaming in 28 European countries</li></ul>',
    nl: '<p>NorthSea Mobile IoT verbindt uw apparaten met de Nederlandse <strong>2G-, 4G-, LTE-M- en NB-IoT</strong>-netwerken. In het portaal activeert en blokkeert u simkaarten, volgt u het dataverbruik per simkaart en richt u private APN’s in.</p><ul><li>Activering binnen één werkdag</li><li>Gedeelde databundel over al uw simkaarten</li><li>Roaming in 28 Europese landen</li></ul>',
    contacts: [
      {
        name: 'Service desk NorthSea',
        function: '24/7 support',
        email: 'support@northsea-iot.example',
        phoneNumber: '+31 10 555 0200',
      },
      {
        name: 'Femke Dijkstra',
        function: 'Partner manager',
        email: 'f.dijkstra@northsea-iot.example',
        phoneNumber: null,
      },
    ],
  },
  {
    subsystem: Subsystem.supplierB,
    supplier: 'Lowlands Mobile IoT',
    en: '<p>Lowlands Mobile IoT offers M2M SIM cards on the second Dutch network, for devices that need 2G, 3G or 4G. Its portal shows each SIM’s status and lets you order bulk activations.</p>',
    nl: '<p>Lowlands Mobile IoT levert M2M-simkaarten op het tweede Nederlandse netwerk, voor apparaten die 2G, 3G of 4G nodig hebben. Het portaal toont de status van elke simkaart en laat u activeringen in bulk bestellen.</p>',
    contacts: [
      {
        name: 'Lowlands business support',
        function: null,
        email: 'business@lowlands-mobile.example',
        phoneNumber: '+31 20 555 0300',
      },
    ],
  },
  {
    subsystem: Subsystem.supplierC,
    supplier: 'GlobeSIM Worldwide',
    en: '<p>GlobeSIM Worldwide is one SIM for devices that travel: it picks the best network in over 180 countries. Use its portal to set country restrictions and data limits per device.</p>',
    nl: '<p>GlobeSIM Worldwide is één simkaart voor apparaten die reizen: hij kiest het beste netwerk in meer dan 180 landen. In het portaal stelt u per apparaat landbeperkingen en datalimieten in.</p>',
    contacts: [
      {
        name: 'GlobeSIM support',
        function: 'English-speaking, 24/7',
        email: 'help@globesim.example',
        phoneNumber: '+44 20 5550 0400',
      },
    ],
  },
  {
    subsystem: Subsystem.supplierD,
    supplier: 'TrackTech Telematics',
    en: '<p>TrackTech Telematics delivers trackers for vehicles, trailers and containers, with <em>track and trace</em> in its fleet portal. We supply the SIM cards; TrackTech installs and maintains the hardware.</p>',
    nl: '<p>TrackTech Telematics levert trackers voor voertuigen, opleggers en containers, met <em>track and trace</em> in het vlootportaal. Wij leveren de simkaarten; TrackTech installeert en onderhoudt de hardware.</p>',
    contacts: [
      {
        name: 'TrackTech planning',
        function: 'Installation appointments',
        email: 'planning@tracktech.example',
        phoneNumber: '+31 30 555 0500',
      },
      {
        name: 'Ruben Mulder',
        function: 'Account manager',
        email: 'r.mulder@tracktech.example',
        phoneNumber: '+31 6 5555 0501',
      },
    ],
  },
];

/** Writes the four demo pages (inside the main seed's transaction); `supplierIds`: the seeded suppliers by name. */
export async function seedSupplierServicePages(
  tx: Database,
  supplierIds: Map<string, number>,
): Promise<void> {
  await tx.insert(supplierServicePages).values(
    DEMO_PAGES.map((p) => ({
      subsystem: p.subsystem,
      supplierId: supplierIds.get(p.supplier) ?? null,
      descriptionEn: p.en,
      descriptionNl: p.nl,
      contacts: p.contacts,
      updatedAt: new Date(),
    })),
  );
}

/**
 * Seeds two PDF documents per demo page once: only when there is no document yet and the demo support user exists.
 * Each PDF is generated, stored through `files`, then recorded. Returns true when it seeded.
 */
export async function seedDemoServiceDocuments(db: Database, files: FileStorage): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(supplierServiceDocuments);
  if (n > 0) return false;
  const [support] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'support@provider.example'));
  if (!support) return false;
  const when = new Date(Date.UTC(2026, 0, 15));
  for (const page of DEMO_PAGES) {
    const docs = [
      {
        title: `${page.supplier}: service description`,
        file: 'service-description.pdf',
        line: 'What the service offers, its service levels and how to reach support.',
      },
      {
        title: `${page.supplier}: getting started`,
        file: 'getting-started.pdf',
        line: 'How to log in to the supplier portal and activate your first SIM cards.',
      },
    ];
    for (const doc of docs) {
      const bytes = await simplePdf(
        doc.title,
        [{ text: doc.title, size: 16, bold: true, gap: 24 }, { text: doc.line }],
        when,
      );
      const storageKey = newStorageKey('service');
      const stored = await files.put(storageKey, bytes);
      await db.insert(supplierServiceDocuments).values({
        subsystem: page.subsystem,
        title: doc.title,
        fileName: doc.file,
        contentType: 'application/pdf',
        ...stored,
        storageKey,
        uploadedBy: support.id,
        uploadedAt: when,
      });
    }
  }
  return true;
}
