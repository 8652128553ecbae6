import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { api, authHeaders, expect, signInWithToken, test, unique, type NewVisitor } from '../src/fixtures';
import { outboxSnapshot, waitForMail } from '../src/mail';

/**
 * Issue 15 "Webshop `/webshop` (subsystem 2)": a customer orders 20 SIM cards and is mailed that the order is
 * received; staff open the order, ship it through the prefilled shipment flow, and the order is shipped, linked to
 * its shipment, with a mail to the orderer; a user whose organization lacks subsystem 2 is sent to / with the way
 * to ask for it; a Dutch customer orders again in Dutch.
 */

test.use({ reducedMotion: 'reduce' });

/** Noordzee Data B.V. does not hold subsystem 2 in the demo seed (it asked for it under "More services"). */
const NOORDZEE_GENERAL = 'general@noordzee.example';

type Order = {
  id: number;
  orderNumber: string;
  status: string;
  reference: string | null;
  quantity: number;
  shipment: { id: number; barcode: string } | null;
};

/** The order of Acme whose reference is `reference`, read as support through the API. */
async function orderWithReference(reference: string): Promise<Order> {
  const response = await (
    await api()
  ).get(`/api/webshop/orders?search=${encodeURIComponent(reference)}`, {
    headers: await authHeaders(ACCOUNTS.support.email),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: Order[] };
  const order = items.find((item) => item.reference === reference);
  expect(order, `order ${reference}`).toBeDefined();
  return order!;
}

/** The open option of an antd Select whose text contains `text`. */
function option(page: Page, text: string) {
  return page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first();
}

/** The order form of /webshop (the orders table has its own search box, also about references). */
const orderForm = (page: Page) => page.locator('form#webshopOrder');

async function dutchVisitor(newVisitor: NewVisitor): Promise<Page> {
  const page = await newVisitor();
  await page.addInitScript(() => localStorage.setItem('locale', 'nl'));
  return page;
}

test('a customer orders 20 SIM cards; staff ship the order through the prefilled shipment flow', async ({
  page,
}) => {
  const reference = unique('E2E').slice(0, 35);
  const tech = ACCOUNTS.tech.email;

  // The customer orders.
  await signInWithToken(page, tech, '/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Webshop / Order' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/webshop');
  await expect(page.getByRole('heading', { name: 'Order SIM cards' })).toBeVisible();
  await page.getByLabel('Product').click();
  await option(page, 'NorthSea IoT 10 MB').click();
  await page.getByLabel('Quantity').fill('20');
  await page.getByLabel('Delivery address').click();
  await option(page, '').click();
  await orderForm(page).getByLabel('Reference').fill(reference);
  await expect(page.getByText(/^20 × .*NorthSea IoT 10 MB.*, delivered to /)).toBeVisible();
  const before = outboxSnapshot();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(/^Order WS-\d{6} received\.$/)).toBeVisible();
  const placed = await orderWithReference(reference);
  expect(placed).toMatchObject({ status: 'received', quantity: 20, shipment: null });
  await expect(page.getByText(`Order ${placed.orderNumber} received.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: placed.orderNumber });
  await expect(row).toContainText('Received');
  await expect(row).toContainText(reference);
  const received = await waitForMail(tech, { before, match: new RegExp(placed.orderNumber) });
  // In the orderer's language: Dutch, as this user never chose English (users.locale unset).
  expect(received.subject).toBe(`Bestelling ${placed.orderNumber} ontvangen`);

  // Support opens the order and ships it: the flow starts prefilled at the shipping options.
  await signInWithToken(page, ACCOUNTS.support.email, '/webshop');
  await page.getByRole('link', { name: placed.orderNumber }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/webshop/orders/${placed.id}`);
  await expect(page.getByRole('heading', { name: `Order ${placed.orderNumber}`, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Ship order' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/shipments/new' && !url.searchParams.has('webshopOrder'),
  );
  await expect(page.getByText(`You are shipping webshop order ${placed.orderNumber}.`)).toBeVisible();
  await expect(page.getByLabel('Parcel', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Number of SIMs')).toHaveValue('20');
  await expect(page.getByLabel('Reference')).toHaveValue(reference);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Acme Logistics B.V., attn.').first()).toBeVisible();
  const shippedBefore = outboxSnapshot();
  await page.getByRole('button', { name: 'Create shipment' }).click();
  await expect(page.getByRole('heading', { name: 'The shipment is created!' })).toBeVisible();
  await expect(page.getByText(`Webshop order ${placed.orderNumber} is shipped.`)).toBeVisible();

  // The order is shipped, linked to its shipment; the orderer is mailed with the track and trace.
  const shipped = await orderWithReference(reference);
  expect(shipped.status).toBe('shipped');
  expect(shipped.shipment).toEqual(expect.objectContaining({ id: expect.any(Number) }));
  const mail = await waitForMail(tech, { before: shippedBefore, match: new RegExp(placed.orderNumber) });
  expect(mail.subject).toBe(`Bestelling ${placed.orderNumber} verzonden`);
  expect(mail.text).toContain('Track-and-trace');
  await page.getByRole('link', { name: 'Open the order' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/webshop/orders/${placed.id}`);
  await expect(page.getByRole('link', { name: shipped.shipment!.barcode })).toHaveAttribute(
    'href',
    `/shipments/${shipped.shipment!.id}`,
  );
  await expect(page.getByRole('link', { name: /^Follow the shipment/ })).toHaveAttribute(
    'href',
    /track-and-trace/,
  );
  await expect(page.getByRole('link', { name: 'Ship order' })).toHaveCount(0);

  // Shipping it again is refused in the flow.
  await page.goto(`/shipments/new?webshopOrder=${placed.id}`);
  await expect(
    page.getByText(`Webshop order ${placed.orderNumber} is shipped already and cannot be shipped.`),
  ).toBeVisible();

  // The order follows its shipment: the sandbox carrier delivers it (one status per 2 s here) and the order with it.
  await expect
    .poll(async () => (await orderWithReference(reference)).status, { timeout: 45_000 })
    .toBe('delivered');
  await signInWithToken(page, tech, `/webshop?search=${placed.orderNumber}`);
  await expect(page.getByRole('row').filter({ hasText: placed.orderNumber })).toContainText('Delivered');
});

test('a user whose organization lacks the webshop is sent home and offered "More services"', async ({
  page,
}) => {
  await signInWithToken(page, NOORDZEE_GENERAL, '/webshop');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const notice = page.getByRole('status').filter({ hasText: 'Webshop / Order' });
  await expect(notice).toHaveText(/Your organization does not have Webshop \/ Order yet\./);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Webshop / Order' }),
  ).toHaveCount(0);
  await notice.getByRole('link', { name: 'Ask for it under More services.' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/more-services');
  // The server refuses the same user too.
  const response = await (
    await api()
  ).get('/api/webshop/orders', { headers: await authHeaders(NOORDZEE_GENERAL) });
  expect(response.status()).toBe(403);
});

test('a Dutch customer orders again in Dutch', async ({ newVisitor }) => {
  const page = await dutchVisitor(newVisitor);
  const reference = unique('NL').slice(0, 35);
  await signInWithToken(page, ACCOUNTS.tech.email, '/webshop?search=Fleet%20Q1');
  await expect(page.getByRole('heading', { name: 'Simkaarten bestellen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bestellingen' })).toBeVisible();
  // A seeded order in the list → "Opnieuw bestellen" fills the form from it.
  const seeded = page.getByRole('row').filter({ hasText: 'Fleet Q1' }).first();
  await expect(seeded).toContainText('Ontvangen');
  await seeded.getByRole('button', { name: /^Opnieuw bestellen: WS-/ }).click();
  await expect(page.getByText(/^Ingevuld vanuit bestelling WS-\d{6}/)).toBeVisible();
  await expect(page.getByLabel('Aantal')).toHaveValue('50');
  await page.getByLabel('Aantal').fill('5');
  await orderForm(page).getByLabel('Referentie').fill(reference);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByText(/^Bestelling WS-\d{6} ontvangen\.$/)).toBeVisible();
  const placed = await orderWithReference(reference);
  await expect(page.getByText(`Bestelling ${placed.orderNumber} ontvangen.`)).toBeVisible();
  await page.getByLabel('Zoek op bestelnummer of referentie').fill(placed.orderNumber);
  await page.getByLabel('Zoek op bestelnummer of referentie').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: placed.orderNumber })).toContainText('Ontvangen');
  await page.close();
});
