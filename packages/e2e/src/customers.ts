import { expect, type Page, type Response } from '@playwright/test';
import { api, authHeaders } from './fixtures';
import { catalog } from './texts';

/** Texts of the customers remote (mf-customers/src/locales). */
export function customersTexts(locale: 'en' | 'nl') {
  const c = catalog('mf-customers', locale) as unknown as Record<string, Record<string, unknown>>;
  return c as unknown as {
    routes: Record<string, string>;
    status: Record<string, string>;
    messages: Record<string, string>;
    list: Record<string, string> & { columns: Record<string, string> };
    fields: Record<string, string>;
    form: Record<string, string>;
    detail: Record<string, string>;
    ownOrganization: Record<string, string>;
  };
}

/** The customer table's data rows (header rows hold column headers, not cells). */
export function tableRows(page: Page) {
  return page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
}

/** The next GET /api/organizations list response whose query satisfies `test`. */
export function listResponse(page: Page, test: (params: URLSearchParams) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return r.request().method() === 'GET' && url.pathname === '/api/organizations' && test(url.searchParams);
  });
}

export interface CreatedOrganization {
  id: number;
  name: string;
  customerNumber: string;
}

/** Creates an organization through the API as `staffEmail` (test set-up). */
export async function createOrganization(
  staffEmail: string,
  data: { name: string; customerNumber?: string; isProspect?: boolean; country?: string },
): Promise<CreatedOrganization> {
  const ctx = await api();
  const customerNumber = data.customerNumber ?? `E2E${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 1000)}`;
  const response = await ctx.post('/api/organizations', {
    headers: await authHeaders(staffEmail),
    data: { name: data.name, customerNumber, country: data.country ?? 'Nederland', vatLiable: false, isProspect: !!data.isProspect },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: number };
  return { id: body.id, name: data.name, customerNumber };
}

export async function setActive(staffEmail: string, id: number, active: boolean): Promise<void> {
  const ctx = await api();
  const response = await ctx.put(`/api/organizations/${id}/${active ? 'activate' : 'deactivate'}`, {
    headers: await authHeaders(staffEmail),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The search field of the customer list ("Search customers"), whatever antd renders for it. */
export function searchField(page: Page, label: string) {
  return page
    .getByRole('searchbox', { name: label })
    .or(page.getByRole('textbox', { name: label }))
    .or(page.getByPlaceholder(label))
    .first();
}

/** A list filter ("Show inactive customers", "Show prospects"): a switch or a checkbox with that name. */
export function filterSwitch(page: Page, label: string) {
  return page.getByRole('switch', { name: label }).or(page.getByRole('checkbox', { name: label })).first();
}

/** Turns a filter on. Its state follows the URL, so it flips after the click, not during it. */
export async function switchOn(page: Page, label: string): Promise<void> {
  const control = filterSwitch(page, label);
  await expect(control).not.toBeChecked();
  await control.click();
  await expect(control).toBeChecked();
}
