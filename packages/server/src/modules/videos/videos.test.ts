import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Video, VideoList, VideoPlayback, VideoSettings } from '@portal/domain';
import { VideoMessages } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { redactQueryTokens } from '../../app.js';
import { auditLog, organizationSubsystems, organizations, videos } from '../../db/schema/index.js';
import { DEMO_VIDEO_DIR, seedDemoVideos } from '../../db/seed-videos.js';
import { createTestApp } from '../../test/harness.js';
import { PNG_BYTES, storedFileNames, upload } from '../documents/test-support.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';
import { signPlaybackToken } from './playback.js';

/**
 * Helpdesk videos (issue 13 "Videos"; docs/helpdesk-api.md "Videos API"): who reads and who manages them, the link
 * allowlist, sniffed uploads within the limit, and streaming with HTTP Range through signed playback URLs that
 * follow the session. Brabant Water loses its helpdesk subsystem here, so its signer stands for a customer
 * without the helpdesk.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'brabant';
let h: Harness;
const tokens = new Map<Who, string>();
const LIMIT = 200 * 1024;
let mp4: Buffer;

beforeAll(async () => {
  h = await createTestApp({
    env: { VIDEO_UPLOAD_MAX_BYTES: String(LIMIT), VIDEO_LINK_HOSTS: 'www.youtube.com, Vimeo.com' },
  });
  const [brabant] = await h.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.customerNumber, '100003'));
  await h.db
    .delete(organizationSubsystems)
    .where(
      and(eq(organizationSubsystems.organizationId, brabant.id), eq(organizationSubsystems.subsystem, 1)),
    );
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  tokens.set('brabant', await h.tokenFor('signer@brabantwater.example'));
  mp4 = await readFile(path.join(DEMO_VIDEO_DIR, 'activating-a-sim.mp4'));
});
afterAll(async () => h?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, who?: Who, body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: who ? tokens.get(who) : undefined, body });
const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Installing the gateway',
  description: 'Mounting and powering the LTE gateway.',
  category: 'Hardware',
  locale: 'en',
  ...overrides,
});
const uploadVideo = (who: Who, file: { name: string; data: Buffer } | undefined, overrides = {}) =>
  upload(h.app, '/api/videos/upload', tokens.get(who), fields(overrides), file);
const stream = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

async function fileVideo(who: Who = 'support'): Promise<Video> {
  const res = await uploadVideo(who, { name: 'gateway.mp4', data: mp4 });
  expect(res.statusCode).toBe(201);
  return res.json<Video>();
}
async function playbackUrl(id: number, who: Who = 'acmeGeneral'): Promise<string> {
  const res = await api('GET', `/videos/${id}/playback`, who);
  expect(res.statusCode).toBe(200);
  return res.json<VideoPlayback>().url;
}

describe('videos: who reads and who manages', () => {
  it('lets staff and helpdesk customers read; a customer without the helpdesk gets 403', async () => {
    const link = await api('POST', '/videos', 'support', {
      ...fields(),
      url: 'https://www.youtube.com/watch?v=abc',
    });
    expect(link.statusCode).toBe(201);
    for (const who of ['support', 'accountManager', 'acmeGeneral', 'noordzeeGeneral'] as const) {
      const res = await api('GET', '/videos?locale=en', who);
      expect(res.statusCode).toBe(200);
      expect(res.json<VideoList>().items.map((v) => v.id)).toContain(link.json<Video>().id);
    }
    expect((await api('GET', '/videos', 'brabant')).statusCode).toBe(403);
    expect((await api('GET', `/videos/${link.json<Video>().id}`, 'brabant')).statusCode).toBe(403);
    expect((await api('GET', '/videos')).statusCode).toBe(401);
  });

  it('lets support, management and super admin write; account managers and customers get 403 and nothing changes', async () => {
    const body = { ...fields({ title: 'Refused' }), url: 'https://vimeo.com/1' };
    for (const who of ['accountManager', 'acmeSigner', 'acmeTechnical'] as const) {
      expect((await api('POST', '/videos', who, body)).statusCode).toBe(403);
      expect((await uploadVideo(who, { name: 'x.mp4', data: mp4 })).statusCode).toBe(403);
    }
    expect((await api('GET', '/videos?search=Refused', 'support')).json<VideoList>().items).toEqual([]);
    expect(await storedFileNames(h.config.filesDir)).toEqual([]);
    for (const who of ['superAdmin', 'management'] as const) {
      expect((await api('POST', '/videos', who, { ...body, title: `By ${who}` })).statusCode).toBe(201);
    }
  });

  it('answers the form settings: link hosts, the upload limit in bytes and the file extensions', async () => {
    const res = await api('GET', '/videos/settings', 'acmeGeneral');
    expect(res.json<VideoSettings>()).toEqual({
      linkHosts: ['www.youtube.com', 'vimeo.com'],
      maxUploadBytes: LIMIT,
      fileExtensions: ['mp4', 'm4v', 'webm'],
    });
  });
});

describe('videos: links on the allowlist', () => {
  it.each([
    ['http://www.youtube.com/watch?v=1', VideoMessages.linkProtocol],
    ['javascript:alert(1)', VideoMessages.linkProtocol],
    ['www.youtube.com/watch?v=1', VideoMessages.linkProtocol],
    ['https://user:pw@www.youtube.com/watch?v=1', VideoMessages.linkProtocol],
    ['https://evil.example/www.youtube.com', VideoMessages.linkHost],
    ['https://www.youtube.com.evil.example/x', VideoMessages.linkHost],
  ])('refuses %s with 400 on field url', async (url, message) => {
    const res = await api('POST', '/videos', 'support', { ...fields({ title: `Bad ${url}` }), url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'url', message }]);
    expect(
      (await api('GET', '/videos', 'support')).json<VideoList>().items.map((v) => v.title),
    ).not.toContain(`Bad ${url}`);
  });

  it('requires a link for a link video and accepts an allowlisted host in any letter case', async () => {
    const missing = await api('POST', '/videos', 'support', fields());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'url', message: 'This field is required.' }]);
    const ok = await api('POST', '/videos', 'support', { ...fields(), url: 'https://VIMEO.com/12345' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<Video>()).toMatchObject({ kind: 'link', url: 'https://vimeo.com/12345', file: null });
  });

  it('changes a link video, keeps its link when none is sent, and refuses a link on a file video', async () => {
    const created = (
      await api('POST', '/videos', 'support', { ...fields(), url: 'https://vimeo.com/1' })
    ).json<Video>();
    const renamed = await api(
      'PUT',
      `/videos/${created.id}`,
      'support',
      fields({ title: 'Renamed', locale: 'nl' }),
    );
    expect(renamed.json<Video>()).toMatchObject({
      title: 'Renamed',
      locale: 'nl',
      url: 'https://vimeo.com/1',
    });
    const bad = await api('PUT', `/videos/${created.id}`, 'support', {
      ...fields(),
      url: 'https://other.example/',
    });
    expect(bad.statusCode).toBe(400);
    const file = await fileVideo();
    const onFile = await api('PUT', `/videos/${file.id}`, 'support', {
      ...fields(),
      url: 'https://vimeo.com/2',
    });
    expect(onFile.statusCode).toBe(400);
    expect(onFile.json().errors).toEqual([{ field: 'url', message: VideoMessages.noLinkOnFile }]);
    expect((await api('PUT', '/videos/999999', 'support', fields())).statusCode).toBe(404);
  });
});

describe('videos: uploads', () => {
  it('stores an MP4 with its facts and audits it', async () => {
    const video = await fileVideo();
    expect(video).toMatchObject({
      kind: 'file',
      url: null,
      title: 'Installing the gateway',
      file: { fileName: 'gateway.mp4', contentType: 'video/mp4', sizeBytes: mp4.length },
    });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'video'), eq(auditLog.entityId, String(video.id))));
    expect(audit.action).toBe('create');
  });

  it('refuses another type, a file over the limit, no file and bad fields with 400, storing nothing', async () => {
    const before = (await storedFileNames(h.config.filesDir)).length;
    const png = await uploadVideo('support', { name: 'clip.mp4', data: PNG_BYTES });
    expect(png.statusCode).toBe(400);
    expect(png.json().errors).toEqual([{ field: 'file', message: VideoMessages.fileType }]);
    const huge = await uploadVideo('support', {
      name: 'big.mp4',
      data: Buffer.concat([mp4, Buffer.alloc(LIMIT)]),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual([{ field: 'file', message: 'The file is larger than 200 KB.' }]);
    const none = await uploadVideo('support', undefined);
    expect(none.json().errors).toEqual([{ field: 'file', message: 'File is required' }]);
    const noTitle = await uploadVideo(
      'support',
      { name: 'ok.mp4', data: mp4 },
      { title: ' ', locale: 'de' },
    );
    expect(noTitle.statusCode).toBe(400);
    expect(
      noTitle
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['locale', 'title']);
    expect((await storedFileNames(h.config.filesDir)).length).toBe(before);
  });

  it('deletes a video with its file; its playback URL then finds nothing', async () => {
    const video = await fileVideo();
    const url = await playbackUrl(video.id);
    const before = (await storedFileNames(h.config.filesDir)).length;
    expect((await api('DELETE', `/videos/${video.id}`, 'acmeSigner')).statusCode).toBe(403);
    expect((await api('DELETE', `/videos/${video.id}`, 'support')).statusCode).toBe(204);
    expect((await storedFileNames(h.config.filesDir)).length).toBe(before - 1);
    expect((await stream(url)).statusCode).toBe(404);
    expect((await api('GET', `/videos/${video.id}`, 'support')).statusCode).toBe(404);
    expect((await api('DELETE', `/videos/${video.id}`, 'support')).statusCode).toBe(404);
  });
});

describe('videos: streaming with HTTP Range', () => {
  let video: Video;
  let url: string;
  beforeAll(async () => {
    video = await fileVideo();
    url = await playbackUrl(video.id);
  });

  it('hands out a signed same-origin URL for an uploaded video, and none for a link video', async () => {
    expect(url).toMatch(new RegExp(`^/api/videos/${video.id}/stream\\?token=[\\w.-]+$`));
    const link = (
      await api('POST', '/videos', 'support', { ...fields(), url: 'https://vimeo.com/3' })
    ).json<Video>();
    expect((await api('GET', `/videos/${link.id}/playback`, 'acmeGeneral')).statusCode).toBe(404);
    expect((await api('GET', `/videos/${video.id}/playback`, 'brabant')).statusCode).toBe(403);
  });

  it('sends the whole file with Accept-Ranges and an ETag when no range is asked', async () => {
    const res = await stream(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(mp4.length));
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.rawPayload.equals(mp4)).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes, including an open-ended and a suffix range', async () => {
    const first = await stream(url, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);
    const middle = await stream(url, { range: 'bytes=1000-' });
    expect(middle.headers['content-range']).toBe(`bytes 1000-${mp4.length - 1}/${mp4.length}`);
    expect(middle.rawPayload.equals(mp4.subarray(1000))).toBe(true);
    const suffix = await stream(url, { range: 'bytes=-10' });
    expect(suffix.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
  });

  it('answers a range outside the file with 416 and the size; a malformed range or stale If-Range gets it all', async () => {
    const outside = await stream(url, { range: `bytes=${mp4.length + 10}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${mp4.length}`);
    expect(outside.json().errorMessage).toBe('The requested range is outside the file.');
    expect((await stream(url, { range: 'bytes=abc' })).statusCode).toBe(200);
    expect((await stream(url, { range: 'bytes=0-9', 'if-range': '"another-version"' })).statusCode).toBe(200);
    const etag = (await stream(url)).headers.etag as string;
    expect((await stream(url, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
  });

  it('refuses a token of another video, a tampered or expired one, a session token and none at all', async () => {
    const other = await fileVideo();
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const expired = (await stream(`/api/videos/${other.id}/stream?token=${token}`)).json();
    expect(expired.errorMessage).toBe(VideoMessages.playbackEnded);
    for (const bad of [`${token.slice(0, -2)}xx`, tokens.get('support')!]) {
      expect((await stream(`/api/videos/${video.id}/stream?token=${bad}`)).statusCode).toBe(403);
    }
    const old = await signPlaybackToken(
      h.config,
      video.id,
      'any-session',
      new Date(Date.now() - 5 * 3600_000),
    );
    expect((await stream(`/api/videos/${video.id}/stream?token=${old.token}`)).statusCode).toBe(403);
    expect((await stream(`/api/videos/${video.id}/stream`)).statusCode).toBe(400);
  });

  it('stops working when the session ends or the organization loses the helpdesk', async () => {
    const own = await h.tokenFor(DEMO.acmeTechnical);
    const res = await call(h.app, 'GET', `/api/videos/${video.id}/playback`, { token: own });
    const ownUrl = res.json<VideoPlayback>().url;
    expect((await stream(ownUrl, { range: 'bytes=0-0' })).statusCode).toBe(206);
    expect((await call(h.app, 'DELETE', '/api/sessions/current', { token: own })).statusCode).toBe(204);
    expect((await stream(ownUrl, { range: 'bytes=0-0' })).statusCode).toBe(403);

    const noordzeeUrl = await playbackUrl(video.id, 'noordzeeGeneral');
    const [noordzee] = await h.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.customerNumber, '100002'));
    await h.db
      .delete(organizationSubsystems)
      .where(
        and(eq(organizationSubsystems.organizationId, noordzee.id), eq(organizationSubsystems.subsystem, 1)),
      );
    try {
      expect((await stream(noordzeeUrl, { range: 'bytes=0-0' })).statusCode).toBe(403);
    } finally {
      await h.db.insert(organizationSubsystems).values({ organizationId: noordzee.id, subsystem: 1 });
    }
    expect((await stream(noordzeeUrl, { range: 'bytes=0-0' })).statusCode).toBe(206);
  });
});

describe('videos: list, search and seed', () => {
  it('filters by language, category and text in title or description, sorted by category then title', async () => {
    await api('POST', '/videos', 'support', {
      ...fields({ title: 'Zeta uitleg', category: 'Alpha', locale: 'nl' }),
      url: 'https://vimeo.com/9',
    });
    await api('POST', '/videos', 'support', {
      ...fields({ title: 'Beta uitleg', category: 'Alpha', locale: 'nl', description: 'Over roaming' }),
      url: 'https://vimeo.com/8',
    });
    const dutch = (await api('GET', '/videos?locale=nl&category=Alpha', 'acmeGeneral')).json<VideoList>()
      .items;
    expect(dutch.map((v) => v.title)).toEqual(['Beta uitleg', 'Zeta uitleg']);
    const found = (await api('GET', '/videos?search=ROAMING', 'acmeGeneral')).json<VideoList>().items;
    expect(found.map((v) => v.title)).toEqual(['Beta uitleg']);
    expect((await api('GET', '/videos/categories?locale=nl', 'acmeGeneral')).json()).toContain('Alpha');
  });

  it('seeds the demo videos once: files stored and playable, links on the default hosts', async () => {
    await h.db.delete(videos);
    expect(await seedDemoVideos(h.db, h.app.files)).toBe(true);
    expect(await seedDemoVideos(h.db, h.app.files)).toBe(false);
    const all = (await api('GET', '/videos', 'support')).json<VideoList>().items;
    expect(all.map((v) => v.locale).sort()).toEqual(['en', 'en', 'en', 'nl', 'nl']);
    const file = all.find((v) => v.kind === 'file')!;
    const res = await stream(await playbackUrl(file.id), { range: 'bytes=4-7' });
    // The box type every MP4 file starts with.
    expect(res.rawPayload.toString()).toBe('ftyp');
  });
});

describe('request logs', () => {
  it('never record the token of a playback URL', () => {
    expect(redactQueryTokens('/api/videos/3/stream?token=abc.def.ghi')).toBe(
      '/api/videos/3/stream?token=[redacted]',
    );
    expect(redactQueryTokens('/x?a=1&TOKEN=secret&b=2')).toBe('/x?a=1&TOKEN=[redacted]&b=2');
    expect(redactQueryTokens('/api/videos?search=token')).toBe('/api/videos?search=token');
  });
});
