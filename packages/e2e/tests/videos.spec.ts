import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { confirmation } from '../src/customer-admin';
import { api, authHeaders, expect, signInWithToken, test, unique, type NewVisitor } from '../src/fixtures';
import { repoRoot } from '../src/portal-server';

/**
 * Issue 13 (mf-helpdesk part 2, videos): support uploads an MP4 through the form and a customer plays it in the
 * portal — the browser streams it with byte ranges from a signed URL, so it knows the duration and can seek; a link
 * to a host off the allowlist is refused on its field, an allowed one opens in a new tab; deleting asks first; a
 * Dutch customer sees the Dutch videos.
 */

// antd's loading icon on "Save" can stay in its leave animation after a fast 400, so the button keeps the name
// "loading Save" (@rc-component/motion); without motion (PortalProviders honours prefers-reduced-motion) it goes.
test.use({ reducedMotion: 'reduce' });

const DELETE_QUESTION = 'Are you sure you want to delete this video?';
const DEMO_MP4 = path.join(repoRoot, 'packages', 'server', 'assets', 'videos', 'opening-a-ticket.mp4');

/** Adds a link video through the API as support (set-up); returns its id. */
async function addLinkVideo(title: string): Promise<number> {
  const response = await (
    await api()
  ).post('/api/videos', {
    headers: await authHeaders(ACCOUNTS.support.email),
    data: {
      title,
      description: 'Set up by the e2e suite.',
      category: 'E2E',
      locale: 'en',
      url: 'https://vimeo.com/1',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A page in a browser context of its own (another person), its interface in Dutch. */
async function dutchVisitor(newVisitor: NewVisitor): Promise<Page> {
  const page = await newVisitor();
  await page.addInitScript(() => localStorage.setItem('locale', 'nl'));
  return page;
}

test('support uploads an MP4; a customer plays it, streamed in byte ranges, and can seek', async ({
  page,
  newVisitor,
}) => {
  const title = unique('Gateway installation');
  await signInWithToken(page, ACCOUNTS.support.email, '/helpdesk/videos');
  await page.getByRole('button', { name: 'Add video' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk/videos/add');
  const form = page.locator('form');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description').fill('Mounting the gateway and switching it on.');
  const category = page.getByRole('combobox', { name: 'Category' });
  await category.fill('E2E uploads');
  await category.press('Escape');
  await form.locator('input[type=file]').setInputFiles({
    name: 'gateway-installation.mp4',
    mimeType: 'video/mp4',
    buffer: fs.readFileSync(DEMO_MP4),
  });
  const uploaded = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/videos/upload',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await uploaded).status()).toBe(201);
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk/videos');
  await expect(page.getByText('Video added')).toBeVisible();

  const customer = await newVisitor();
  await signInWithToken(customer, ACCOUNTS.general.email, '/helpdesk/videos');
  const item = customer.getByRole('article', { name: title });
  await expect(item).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Add video' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

  const ranged = customer.waitForResponse(
    (r) => /^\/api\/videos\/\d+\/stream$/.test(new URL(r.url()).pathname) && r.status() === 206,
  );
  await item.getByRole('button', { name: 'Play' }).click();
  const dialog = customer.getByRole('dialog');
  await expect(dialog.getByText(title)).toBeVisible();
  expect((await ranged).headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', /\/api\/videos\/\d+\/stream\?token=/);
  // The player knows the clip's length (six seconds) and seeks into it.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(6, 0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 4;
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.seeking && v.currentTime >= 3.9))
    .toBe(true);
  await customer.keyboard.press('Escape');
  await expect(dialog.locator('video')).toHaveCount(0);
  await customer.context().close();
});

test('a link off the allowlist is refused on its field; an allowed one opens its host in a new tab', async ({
  page,
}) => {
  const title = unique('Portal tour link');
  await signInWithToken(page, ACCOUNTS.support.email, '/helpdesk/videos/add');
  const form = page.locator('form');
  await form.getByLabel('Title', { exact: true }).fill(title);
  const category = page.getByRole('combobox', { name: 'Category' });
  await category.fill('E2E links');
  await category.press('Escape');
  await page.getByRole('radio', { name: 'Link to a video host' }).check();
  await expect(page.getByText(/Allowed hosts: www\.youtube\.com/)).toBeVisible();
  const link = form.getByLabel('Link', { exact: true });
  await link.fill('https://videos.example/tour');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Only links to the allowed video hosts are accepted.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk/videos/add');

  await link.fill('https://www.youtube.com/watch?v=e2e-tour');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk/videos');
  const watch = page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Watch on youtube.com (opens in a new tab)' });
  await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=e2e-tour');
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', /noopener/);
});

test('deleting a video asks first ("Are you sure you want to delete this video?")', async ({ page }) => {
  const title = unique('Video to delete');
  const id = await addLinkVideo(title);
  await signInWithToken(page, ACCOUNTS.management.email, '/helpdesk/videos?category=E2E');
  const item = page.getByRole('article', { name: title });
  await item.getByRole('button', { name: 'Delete', exact: true }).click();
  const ask = confirmation(page, DELETE_QUESTION);
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'No', exact: true }).click();
  await expect(item).toBeVisible();
  const headers = await authHeaders(ACCOUNTS.support.email);
  expect((await (await api()).get(`/api/videos/${id}`, { headers })).status()).toBe(200);

  await item.getByRole('button', { name: 'Delete', exact: true }).click();
  await ask.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('The video has been deleted')).toBeVisible();
  await expect(item).toHaveCount(0);
  expect((await (await api()).get(`/api/videos/${id}`, { headers })).status()).toBe(404);
});

test('a Dutch customer finds the Dutch videos under "Video\'s" in the Helpdesk menu', async ({
  newVisitor,
}) => {
  const page = await dutchVisitor(newVisitor);
  await signInWithToken(page, ACCOUNTS.general.email, '/helpdesk/faq');
  await page.getByRole('link', { name: "Video's" }).click();
  await expect(page.getByRole('heading', { name: "Video's", level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aan de slag', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Een simkaart activeren' }).getByRole('button', { name: 'Afspelen' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Activating a SIM card' })).toHaveCount(0);
  await page.context().close();
});
