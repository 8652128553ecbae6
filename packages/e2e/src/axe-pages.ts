import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { acmeId, customersT } from './customer-admin';
import { api, authHeaders, unique } from './fixtures';

/**
 * THE list of screens and dialogs the accessibility spec (tests/a11y.spec.ts) runs axe on (issue 11: "axe run on
 * every page … list kept in one place so new pages join it"). Every route of the shell and of every deployed remote
 * must have an entry: the spec's coverage test reads the live /remotes.json and the shell's route file and fails
 * naming a route without one, so a new page cannot ship unchecked.
 */

type AccountKey = keyof typeof ACCOUNTS;

/** One screen: the route pattern as declared, who opens it, the URL, and what shows once it has rendered. */
export interface AxeScreen {
  /** The route pattern exactly as the shell or the remote declares it (e.g. `/organizations/:id/users`). */
  route: string;
  /** The signed-in account; absent for a signed-out visit. */
  as?: AccountKey;
  /** The URL to open (ids of seeded or created records filled in). */
  url: () => Promise<string>;
  /** A locator that is visible once the screen's content is there (not its skeleton). */
  ready: (page: Page) => Locator;
}

/** One open dialog: the screen it opens on, how it is opened, and the dialog's locator. */
export interface AxeDialog {
  name: string;
  as: AccountKey;
  url: () => Promise<string>;
  /** Opens the dialog on the rendered screen and returns it. */
  open: (page: Page) => Promise<Locator>;
  /** CSS selector of the dialog for axe (only the dialog is checked: the screen behind it has its own test). */
  include: string;
}

const ct = customersT('en');
const at = (url: string) => async () => url;
/** A data row (a row with cells) of the page's first table. */
const dataRow = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const form = (page: Page) => page.locator('form').first();

/** The id of the seeded supplier `name` (SIM management, issue 15). */
async function simSupplierId(name: string): Promise<number> {
  const response = await (
    await api()
  ).get('/api/sim-management/suppliers', {
    headers: await authHeaders(ACCOUNTS.support.email),
  });
  return ((await response.json()) as { id: number; name: string }[]).find((s) => s.name === name)!.id;
}

/** The demo seed's indexation (issue 17), for the "show prices" screen. */
async function seededIndexation(): Promise<string> {
  const response = await (
    await api()
  ).get('/api/indexations?status=open&pageSize=100', {
    headers: await authHeaders(ACCOUNTS.admin.email),
  });
  const { items } = (await response.json()) as { items: { id: number; startMonth: string }[] };
  return `/indexations/${items.find((i) => i.startMonth === '202701')!.id}`;
}

/** Validates a SIM list with errors as management (test set-up), for the validation result screen. */
async function validationWithErrors(): Promise<string> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('SIMs').addRows([
    ['ICCID', 'MSISDN'],
    ['8931', '3161'],
    ['', '31612345678'],
  ]);
  const response = await (
    await api()
  ).post('/api/excel-validations', {
    headers: await authHeaders(ACCOUNTS.management.email),
    multipart: {
      profile: 'simList',
      file: {
        name: 'axe.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await book.xlsx.writeBuffer()),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return `/excel-validator/${((await response.json()) as { id: number }).id}`;
}

/** Creates a subcustomer of Acme (test set-up), for the subcustomer detail screen. */
async function acmeSubcustomer(): Promise<string> {
  const id = await acmeId();
  const response = await (
    await api()
  ).post(`/api/organizations/${id}/subcustomers`, {
    headers: await authHeaders(ACCOUNTS.support.email),
    data: {
      name: unique('E2E A11y Sub'),
      reference: 'A11Y',
      contacts: [{ name: 'Ada Access', function: 'Buyer', email: 'ada@example.com', phoneNumber: null }],
      addresses: [
        {
          streetName: 'Toegangsweg',
          houseNumber: '1',
          zipCode: '1234 AB',
          city: 'Delft',
          country: 'Nederland',
          countryCode: 'NL',
          email: null,
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id: subId } = (await response.json()) as { id: number };
  return `/organizations/${id}/subcustomers/${subId}`;
}

/** The id of the first item of a seeded list the account reads (GET `path`, e.g. /api/news?search=LTE-M). */
async function firstIdOf(path: string, account: AccountKey): Promise<number> {
  const response = await (await api()).get(path, { headers: await authHeaders(ACCOUNTS[account].email) });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error(`nothing seeded at ${path}`);
  return items[0].id;
}
/** The seeded critical incident (for everyone) and the LTE-M news item (mf-helpdesk's demo seed). */
const incidentId = () => firstIdOf('/api/announcements?search=Data%20sessions%20fail', 'general');
const newsId = () => firstIdOf('/api/news?search=LTE-M', 'general');
/** The seeded urgent roaming ticket of Acme (with a reply and an internal note: the richest thread). */
const roamingTicketId = () => firstIdOf('/api/tickets?state=all&search=roaming', 'support');
/** The seeded English FAQ item about the APN ("Which APN do my devices use?", category SIM cards). */
const apnFaqId = () => firstIdOf('/api/faq?locale=en&search=APN', 'support');
/** A seeded delivered domestic shipment of Acme (the richest timeline). */
const deliveredShipmentId = () =>
  firstIdOf('/api/shipments?status=delivered&kind=domestic&pageSize=1', 'general');
/** The seeded English video "Activating a SIM card" (an uploaded file). */
const simVideoId = () => firstIdOf('/api/videos?locale=en&search=Activating', 'support');
/** The seeded received webshop order of Acme (reference "Fleet Q1"): staff see every action on it. */
const receivedOrderId = () => firstIdOf('/api/webshop/orders?search=Fleet%20Q1&status=received', 'support');

const acme = (suffix: string) => async () => `/organizations/${await acmeId()}${suffix}`;
const ownAcme = (suffix: string) => async () => `/profile/organizations/${await acmeId()}${suffix}`;

export const AXE_SCREENS: AxeScreen[] = [
  // The shell's own pages (shell/src/routing/shell-routes.tsx, home-route.ts).
  { route: '/', as: 'general', url: at('/'), ready: heading },
  { route: '/login', url: at('/login'), ready: form },
  { route: '/forgot-password', url: at('/forgot-password'), ready: form },
  { route: '/reset-password', url: at('/reset-password?resetToken=a11y&userId=1'), ready: form },
  { route: '/confirm-password', url: at('/confirm-password?confirmationToken=a11y&userId=1'), ready: form },
  { route: '/about', url: at('/about'), ready: heading },
  { route: '/deliveries-and-returns', url: at('/deliveries-and-returns'), ready: heading },
  { route: '/privacy', url: at('/privacy'), ready: heading },
  { route: '/404', url: at('/404'), ready: heading },
  // mf-customers (mf-customers/src/routes.tsx). Management is a writer: every button a staff writer sees.
  { route: '/organizations', as: 'admin', url: at('/organizations'), ready: dataRow },
  { route: '/organizations/new', as: 'management', url: at('/organizations/new'), ready: form },
  { route: '/organizations/:id', as: 'management', url: acme(''), ready: form },
  { route: '/organizations/:id/address', as: 'management', url: acme('/address'), ready: dataRow },
  {
    route: '/organizations/:id/contacts',
    as: 'management',
    url: acme('/contacts'),
    ready: (page) => page.getByRole('combobox', { name: ct('contacts.contactPerson') }),
  },
  {
    route: '/organizations/:id/subcustomers',
    as: 'management',
    url: acme('/subcustomers'),
    ready: (page) => page.getByRole('button', { name: ct('subcustomers.new') }),
  },
  {
    route: '/organizations/:id/subcustomers/new',
    as: 'management',
    url: acme('/subcustomers/new'),
    ready: form,
  },
  {
    route: '/organizations/:id/subcustomers/:subCustomerId',
    as: 'support',
    url: acmeSubcustomer,
    ready: dataRow,
  },
  { route: '/organizations/:id/subsystems', as: 'management', url: acme('/subsystems'), ready: dataRow },
  { route: '/organizations/:id/users', as: 'management', url: acme('/users'), ready: dataRow },
  { route: '/users', as: 'support', url: at('/users'), ready: dataRow },
  { route: '/subsystems', as: 'support', url: at('/subsystems'), ready: dataRow },
  { route: '/employees', as: 'admin', url: at('/employees'), ready: dataRow },
  {
    route: '/profile',
    as: 'general',
    url: at('/profile'),
    ready: (page) => page.getByText(ACCOUNTS.general.email).first(),
  },
  {
    route: '/profile/organizations/:organizationId/show',
    as: 'signer',
    url: ownAcme('/show'),
    ready: heading,
  },
  {
    route: '/profile/organizations/:organizationId/addresses',
    as: 'general',
    url: ownAcme('/addresses'),
    ready: dataRow,
  },
  {
    route: '/profile/organizations/:organizationId/users',
    as: 'signer',
    url: ownAcme('/users'),
    ready: dataRow,
  },
  {
    route: '/profile/password',
    as: 'general',
    url: at('/profile/password'),
    ready: (page) => page.getByRole('switch', { name: ct('profile.twoFactor.label') }),
  },
  {
    route: '/settings',
    as: 'general',
    url: at('/settings'),
    ready: (page) => page.getByRole('switch', { name: ct('profile.settings.sendApnInfo') }),
  },
  {
    route: '/account-manager',
    as: 'general',
    url: at('/account-manager'),
    ready: (page) => page.getByText(ct('accountManager.supportTitle'), { exact: true }),
  },
  {
    route: '/more-services',
    as: 'general',
    url: at('/more-services'),
    ready: (page) => page.getByRole('heading', { name: ct('moreServices.history') }),
  },
  // mf-helpdesk (mf-helpdesk/src/routes.tsx): home `/` is the remote's; the shell's launcher only when it is down.
  { route: '/announcements', as: 'general', url: at('/announcements'), ready: dataRow },
  { route: '/announcements/add', as: 'support', url: at('/announcements/add'), ready: form },
  {
    route: '/announcements/:id',
    as: 'general',
    url: async () => `/announcements/${await incidentId()}`,
    ready: heading,
  },
  {
    route: '/announcements/edit/:id',
    as: 'support',
    url: async () => `/announcements/edit/${await incidentId()}`,
    ready: form,
  },
  { route: '/news', as: 'general', url: at('/news'), ready: dataRow },
  { route: '/news/add', as: 'support', url: at('/news/add'), ready: form },
  { route: '/news/:id', as: 'general', url: async () => `/news/${await newsId()}`, ready: heading },
  { route: '/news/edit/:id', as: 'support', url: async () => `/news/edit/${await newsId()}`, ready: form },
  { route: '/notifications', as: 'general', url: at('/notifications'), ready: heading },
  {
    route: '/notifications/:id',
    as: 'general',
    url: async () => `/notifications/${await firstIdOf('/api/notifications', 'general')}`,
    ready: heading,
  },
  { route: '/helpdesk', as: 'general', url: at('/helpdesk'), ready: dataRow },
  { route: '/helpdesk/tickets', as: 'support', url: at('/helpdesk/tickets'), ready: dataRow },
  { route: '/helpdesk/tickets/new', as: 'support', url: at('/helpdesk/tickets/new'), ready: form },
  {
    route: '/helpdesk/tickets/:id',
    as: 'support',
    url: async () => `/helpdesk/tickets/${await roamingTicketId()}`,
    ready: (page) => page.getByText('Internal note', { exact: true }).first(),
  },
  // The FAQ items are disclosure buttons in articles; the introduction loads its SLA and support cards (settled()).
  {
    route: '/helpdesk/faq',
    as: 'general',
    url: at('/helpdesk/faq'),
    ready: (page) => page.getByRole('article').first(),
  },
  { route: '/helpdesk/faq/add', as: 'support', url: at('/helpdesk/faq/add'), ready: form },
  {
    route: '/helpdesk/faq/edit/:id',
    as: 'support',
    url: async () => `/helpdesk/faq/edit/${await apnFaqId()}`,
    ready: form,
  },
  { route: '/helpdesk-intro', as: 'general', url: at('/helpdesk-intro'), ready: heading },
  // Videos: articles per video (the seed holds files and links in English and Dutch).
  {
    route: '/helpdesk/videos',
    as: 'general',
    url: at('/helpdesk/videos'),
    ready: (page) => page.getByRole('article').first(),
  },
  { route: '/helpdesk/videos/add', as: 'support', url: at('/helpdesk/videos/add'), ready: form },
  {
    route: '/helpdesk/videos/edit/:id',
    as: 'support',
    url: async () => `/helpdesk/videos/edit/${await simVideoId()}`,
    ready: form,
  },
  // The demo seed holds two mails of unknown senders ("Offerte voor 500 simkaarten", "Question about roaming
  // prices"); support sees the row actions and the selection.
  { route: '/helpdesk/unknown-users', as: 'support', url: at('/helpdesk/unknown-users'), ready: dataRow },
  // mf-shipments (mf-shipments/src/routes.tsx): staff see the customer column and filter.
  { route: '/shipments', as: 'support', url: at('/shipments'), ready: dataRow },
  // The creation flows open on their first step (staff pick the customer; an organization user ships for its own).
  {
    route: '/shipments/new',
    as: 'support',
    url: at('/shipments/new'),
    ready: (page) => page.getByRole('button', { name: 'Next' }),
  },
  {
    route: '/shipments/new/international',
    as: 'general',
    url: at('/shipments/new/international'),
    ready: (page) => page.getByRole('button', { name: 'Next' }),
  },
  {
    route: '/shipments/:id',
    as: 'general',
    url: async () => `/shipments/${await deliveredShipmentId()}`,
    ready: (page) => page.getByRole('heading', { level: 2 }).first(),
  },
  // SIM management (mf-shipments, issue 15): staff see every supplier with the editors' actions.
  {
    route: '/simmanagement',
    as: 'support',
    url: at('/simmanagement'),
    ready: (page) => page.locator('.ant-card').first(),
  },
  {
    route: '/simmanagement/suppliers/:id',
    as: 'support',
    url: async () => `/simmanagement/suppliers/${await simSupplierId('NorthSea Mobile IoT')}`,
    ready: dataRow,
  },
  // The supplier service pages (mf-shipments, issue 15): one template, four routes; staff see the editors' actions.
  ...(['/northsea', '/lowlands', '/globesim', '/tracktech'] as const).map((route): AxeScreen => ({
    route,
    as: 'support',
    url: at(route),
    ready: (page) => page.getByRole('heading', { name: 'Contacts' }),
  })),
  // The webshop (mf-shipments, issue 15): a customer's order form and orders; staff's order page and catalogue.
  {
    route: '/webshop',
    as: 'tech',
    url: at('/webshop'),
    ready: dataRow,
  },
  {
    route: '/webshop/orders/:id',
    as: 'support',
    url: async () => `/webshop/orders/${await receivedOrderId()}`,
    ready: (page) => page.getByRole('link', { name: 'Ship order' }),
  },
  { route: '/webshop/products', as: 'support', url: at('/webshop/products'), ready: dataRow },
  // mf-documents (mf-documents/src/routes.tsx).
  {
    route: '/contracts',
    as: 'signer',
    url: at('/contracts'),
    ready: (page) => page.getByRole('tab').first(),
  },
  {
    route: '/contracts/organizations',
    as: 'management',
    url: async () => `/contracts/organizations?organizationId=${await acmeId()}`,
    ready: (page) => page.getByRole('tab').first(),
  },
  { route: '/invoices', as: 'general', url: at('/invoices'), ready: dataRow },
  { route: '/invoices/organizations', as: 'management', url: at('/invoices/organizations'), ready: dataRow },
  // mf-pricing (mf-pricing/src/routes.tsx): management writes sales prices (selection, bulk edit, recent bulk edits).
  {
    route: '/prices',
    as: 'management',
    url: async () => `/prices?organizationId=${await acmeId()}`,
    ready: dataRow,
  },
  // The e2e portal's PRICE_LIST_LIMIT (100) is below the seed's 118 prices: the truncation notice shows.
  { route: '/prices/list', as: 'support', url: at('/prices/list'), ready: dataRow },
  { route: '/purchasingprices', as: 'admin', url: at('/purchasingprices'), ready: dataRow },
  { route: '/pricetiers', as: 'admin', url: at('/pricetiers'), ready: dataRow },
  { route: '/indexations', as: 'admin', url: at('/indexations'), ready: dataRow },
  { route: '/indexations/:id', as: 'admin', url: seededIndexation, ready: dataRow },
  {
    route: '/excel-validator',
    as: 'signer',
    url: at('/excel-validator'),
    ready: (page) => page.getByRole('button', { name: 'Validate', exact: true }),
  },
  { route: '/excel-validator/:id', as: 'management', url: validationWithErrors, ready: dataRow },
];

export const AXE_DIALOGS: AxeDialog[] = [
  {
    name: '"Edit page" (/northsea)',
    as: 'support',
    url: at('/northsea'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit page' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit page' });
      // The descriptions' rich-text editors load on demand.
      await dialog.getByRole('textbox', { name: 'Description in Dutch' }).waitFor();
      return dialog;
    },
    include: '.ant-modal',
  },
  {
    name: '"Add document" (/northsea)',
    as: 'support',
    url: at('/northsea'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Add document' }).click();
      return page.getByRole('dialog', { name: 'Add document' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Edit supplier" (/simmanagement)',
    as: 'support',
    url: at('/simmanagement'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit NorthSea Mobile IoT' }).click();
      return page.getByRole('dialog', { name: 'Edit NorthSea Mobile IoT' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Upload new version" (/simmanagement/suppliers/:id)',
    as: 'support',
    url: async () => `/simmanagement/suppliers/${await simSupplierId('NorthSea Mobile IoT')}`,
    open: async (page) => {
      await dataRow(page).waitFor();
      await page.getByRole('button', { name: 'Upload new version' }).click();
      return page.getByRole('dialog', { name: 'Upload new version' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Add product" (/webshop/products)',
    as: 'support',
    url: at('/webshop/products'),
    open: async (page) => {
      await dataRow(page).waitFor();
      await page.getByRole('button', { name: 'Add product' }).click();
      return page.getByRole('dialog', { name: 'Add product' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Add sales price" (/prices)',
    as: 'admin',
    url: async () => `/prices?organizationId=${await acmeId()}`,
    open: async (page) => {
      await dataRow(page).waitFor();
      await page.getByRole('button', { name: 'Add price' }).first().click();
      return page.getByRole('dialog', { name: 'Add sales price' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Bulk edit" preview (/prices)',
    as: 'management',
    url: async () => `/prices?organizationId=${await acmeId()}&search=SMS`,
    open: async (page) => {
      await dataRow(page).waitFor();
      await page.getByRole('button', { name: /^Bulk edit all/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Bulk edit' });
      await dialog.getByLabel('Percentage', { exact: true }).fill('2');
      await dialog.getByLabel('Reason for the increase', { exact: true }).fill('Axe');
      await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
      await dialog.getByRole('table').waitFor();
      return dialog;
    },
    include: '.ant-modal',
  },
  {
    name: '"Add indexation" (/indexations)',
    as: 'admin',
    url: at('/indexations'),
    open: async (page) => {
      await dataRow(page).waitFor();
      await page.getByRole('button', { name: 'Add indexation' }).click();
      return page.getByRole('dialog', { name: 'Add indexation' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Apply indexation" (/indexations/:id)',
    as: 'admin',
    url: seededIndexation,
    open: async (page) => {
      await dataRow(page).waitFor();
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      return page.getByRole('dialog', { name: 'Apply indexation' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Add tier set" (/pricetiers)',
    as: 'admin',
    url: at('/pricetiers'),
    open: async (page) => {
      await dataRow(page).waitFor();
      await page.getByRole('button', { name: 'Add tier set' }).click();
      return page.getByRole('dialog', { name: 'Add tier set' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Add purchasing price" (/purchasingprices)',
    as: 'admin',
    url: at('/purchasingprices'),
    open: async (page) => {
      await dataRow(page).waitFor();
      await page.getByRole('button', { name: 'Add purchasing price' }).click();
      return page.getByRole('dialog', { name: 'Add purchasing price' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Add user" (/profile/organizations/{id}/users)',
    as: 'signer',
    url: ownAcme('/users'),
    open: async (page) => {
      await dataRow(page).waitFor();
      await page.getByRole('button', { name: ct('users.add'), exact: true }).click();
      return page.getByRole('dialog', { name: ct('users.form.addTitle') });
    },
    include: '.ant-modal',
  },
  {
    name: '"Upload invoice" (/invoices/organizations)',
    as: 'management',
    url: at('/invoices/organizations'),
    open: async (page) => {
      await page.getByRole('button', { name: /Upload invoice/ }).click();
      return page.getByRole('dialog', { name: 'Upload invoice' });
    },
    include: '.ant-modal',
  },
  {
    name: '"Add file" (/contracts/organizations)',
    as: 'management',
    url: async () => `/contracts/organizations?organizationId=${await acmeId()}`,
    open: async (page) => {
      await page.getByRole('button', { name: /Add file/ }).click();
      return page.getByRole('dialog');
    },
    include: '.ant-modal',
  },
  {
    name: 'the video player (/helpdesk/videos)',
    as: 'general',
    url: at('/helpdesk/videos?search=Activating'),
    open: async (page) => {
      await page.getByRole('article').first().getByRole('button', { name: 'Play' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('video').waitFor();
      return dialog;
    },
    include: '.ant-modal',
  },
  {
    name: '"Create organization and link" (/helpdesk/unknown-users)',
    as: 'support',
    url: at('/helpdesk/unknown-users'),
    open: async (page) => {
      await dataRow(page).getByRole('button', { name: 'Create organization and link' }).click();
      return page.getByRole('dialog', { name: 'Create organization and link' });
    },
    include: '.ant-modal',
  },
  {
    name: 'the menu drawer at 390 px',
    as: 'general',
    url: at('/'),
    open: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.getByRole('dialog', { name: 'Main menu' });
    },
    include: 'dialog[open]',
  },
];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's serious and critical WCAG 2.1 A/AA violations on the page, or only inside `include` (a CSS selector). */
export async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/** Waits until nothing is loading or animating: no skeleton, no spinning table, no opening dialog or drawer. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  // axe would read the half-transparent colours of an opening animation.
  await expect(
    page.locator('.ant-zoom-enter, .ant-zoom-appear, .ant-fade-enter, .ant-fade-appear, .ant-move-up-enter'),
  ).toHaveCount(0);
}

/**
 * The route patterns the shell declares itself (shell/src/routing/shell-routes.tsx and home-route.ts), read from
 * the source: the e2e package does not build the shell's React code.
 */
export function shellRoutePatterns(): string[] {
  const root = path.resolve(__dirname, '../../../shell/src/routing');
  const sources = ['shell-routes.tsx', 'home-route.ts'].map((file) =>
    fs.readFileSync(path.join(root, file), 'utf8'),
  );
  return sources.flatMap((source) =>
    Array.from(source.matchAll(/\bpath:\s*'([^']+)'/g), (match) => match[1]!),
  );
}
