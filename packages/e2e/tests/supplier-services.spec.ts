import fs from 'node:fs';
import { ACCOUNTS } from '../src/accounts';
import { api, authHeaders, expect, signInWithToken, test, unique } from '../src/fixtures';
import { pdfBytes } from '../src/pdf';

/**
 * Issue 15 "Supplier service pages (subsystems 3, 4, 5, 8)" (spec §2: four pages at paths named after suppliers,
 * access by subsystem, provider users always): support edits a page and adds a document, a customer whose
 * organization holds the subsystem reads it and downloads the document (in Dutch too); a customer without the
 * subsystem is sent to / and shown the way to ask for it under "More services".
 */

test.use({ reducedMotion: 'reduce' });

/** Noordzee Data B.V. holds subsystem 3 (/northsea) but not 5 (/globesim) in the demo seed. */
const NOORDZEE_GENERAL = 'general@noordzee.example';

test('support adds a document to /tracktech; a customer with the subsystem reads the page and downloads it', async ({
  page,
}) => {
  const title = unique('Installation guide');
  await signInWithToken(page, ACCOUNTS.support.email, '/tracktech');
  await expect(page.getByRole('heading', { name: 'TrackTech Telematics', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add document' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Choose a document').setInputFiles({
    name: 'installation.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(title),
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`File ${title} has been uploaded`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();

  await signInWithToken(page, ACCOUNTS.tech.email, '/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'TrackTech Telematics' })
    .click();
  await expect(page).toHaveURL(/\/tracktech$/);
  await expect(page.getByRole('heading', { name: 'About this service' })).toBeVisible();
  await expect(page.getByText('TrackTech Telematics delivers trackers')).toBeVisible();
  await expect(page.getByRole('link', { name: 'planning@tracktech.example' })).toHaveAttribute(
    'href',
    'mailto:planning@tracktech.example',
  );
  await expect(page.getByRole('button', { name: 'Edit page' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${title}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('installation.pdf');
  expect(
    fs
      .readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Leave the demo page as it was.
  const headers = await authHeaders(ACCOUNTS.support.email);
  const found = (await (await (await api()).get('/api/supplier-services/8', { headers })).json()) as {
    documents: { id: number; title: string }[];
  };
  const added = found.documents.find((d) => d.title === title)!;
  expect(
    (await (await api()).delete(`/api/supplier-services/8/documents/${added.id}`, { headers })).status(),
  ).toBe(204);
});

test('a customer without the subsystem is sent home and offered "More services"; with it, the page speaks Dutch', async ({
  page,
}) => {
  await signInWithToken(page, NOORDZEE_GENERAL, '/globesim');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const notice = page.getByRole('status').filter({ hasText: 'GlobeSIM Worldwide' });
  await expect(notice).toHaveText(/Your organization does not have GlobeSIM Worldwide yet\./);
  // Only the page of the subsystem it holds is in the menu.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'NorthSea Mobile IoT' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'GlobeSIM Worldwide' })).toHaveCount(0);
  await notice.getByRole('link', { name: 'Ask for it under More services.' }).click();
  await expect(page).toHaveURL(/\/more-services$/);

  await page.evaluate(() => localStorage.setItem('locale', 'nl'));
  await page.goto('/northsea');
  await expect(page.getByRole('heading', { name: 'NorthSea Mobile IoT', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Over deze dienst' })).toBeVisible();
  await expect(page.getByText('verbindt uw apparaten met de Nederlandse')).toBeVisible();
  const portal = page.getByRole('link', { name: /Naar portaal/ });
  await expect(portal).toHaveAttribute('href', 'https://portal.northsea-iot.example/login');
  await expect(portal).toHaveAttribute('rel', /noopener/);
});
