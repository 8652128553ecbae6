import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { REPO_ROOT } from '../config.js';
import { type FileStorage, newStorageKey } from '../files/storage.js';
import type { Database } from './client.js';
import { users, videos } from './schema/index.js';

/**
 * Folder of the demo video files: six-second MP4 clips (~11 KB each) recorded for the demo with
 * packages/e2e/scripts/record-demo-video.mjs; committed.
 */
export const DEMO_VIDEO_DIR = path.join(REPO_ROOT, 'packages', 'server', 'assets', 'videos');

type DemoVideo = {
  title: string;
  description: string;
  category: string;
  locale: 'en' | 'nl';
} & ({ file: string } | { url: string });

/** README demo data: uploaded videos and links in English and Dutch, in two categories each. */
const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: 'Activating a SIM card',
    description: 'How to activate a new SIM card in the portal and check that it connects.',
    category: 'Getting started',
    locale: 'en',
    file: 'activating-a-sim.mp4',
  },
  {
    title: 'Opening a ticket',
    description: 'Where to open a ticket, what to write in it and how to follow the answers.',
    category: 'Helpdesk',
    locale: 'en',
    file: 'opening-a-ticket.mp4',
  },
  {
    title: 'A tour of the portal',
    description: 'A five-minute tour of the customer portal on our video channel.',
    category: 'Getting started',
    locale: 'en',
    url: 'https://www.youtube.com/watch?v=portal-tour',
  },
  {
    title: 'Een simkaart activeren',
    description:
      'Zo activeert u een nieuwe simkaart in het portaal en controleert u of hij verbinding maakt.',
    category: 'Aan de slag',
    locale: 'nl',
    file: 'simkaart-activeren.mp4',
  },
  {
    title: 'Rondleiding door het portaal',
    description: 'Een rondleiding van vijf minuten door het klantportaal op ons videokanaal.',
    category: 'Aan de slag',
    locale: 'nl',
    url: 'https://vimeo.com/portal-rondleiding',
  },
];

/**
 * Seeds the demo helpdesk videos once (issue 13 "Demo seed: … a few videos"): only when the videos table is empty
 * and the demo support user exists. Files are read from DEMO_VIDEO_DIR and stored through `files` before their row
 * is written. Returns true when it seeded.
 */
export async function seedDemoVideos(db: Database, files: FileStorage): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(videos);
  if (n > 0) return false;
  const [support] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'support@provider.example'));
  if (!support) return false;
  // Every file is read and stored before any row is written, so a missing file leaves no half-seeded list.
  const rows: (typeof videos.$inferInsert)[] = [];
  for (const video of DEMO_VIDEOS) {
    const { title, description, category, locale } = video;
    const base = { title, description, category, locale, createdBy: support.id };
    if ('url' in video) {
      rows.push({ ...base, kind: 'link', url: video.url });
      continue;
    }
    const storageKey = newStorageKey('video');
    const stored = await files.put(storageKey, await readFile(path.join(DEMO_VIDEO_DIR, video.file)));
    rows.push({
      ...base,
      kind: 'file',
      fileName: video.file,
      contentType: 'video/mp4',
      ...stored,
      storageKey,
    });
  }
  await db.insert(videos).values(rows);
  return true;
}
