import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { commonEn, commonNl } from '../../i18n/src/locales/common';
import { ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { dataDir } from './env';
import { api, authHeaders, claimsOf, tokenFor } from './fixtures';
import { repoRoot } from './portal-server';
import { linkIn, outboxSnapshot, waitForMail } from './mail';
import { catalog } from './texts';

type Locale = 'en' | 'nl';
type Tree = { [key: string]: string | Tree };

/**
 * The customers remote's catalog as the remote loads it (mf-customers/src/i18n/catalogs.ts): the core catalog
 * (src/locales) merged with every feature catalog (src/features/<feature>/locales).
 */
export function customersCatalog(locale: Locale): Tree {
  const merged: Tree = { ...(catalog('mf-customers', locale) as unknown as Tree) };
  const features = path.join(repoRoot, 'mf-customers', 'src', 'features');
  for (const feature of fs.readdirSync(features).sort()) {
    const file = path.join(features, feature, 'locales', `${locale}.json`);
    if (fs.existsSync(file)) Object.assign(merged, JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);
  }
  return merged;
}

/** The `common` namespace (@portal/i18n) in one locale: Yes / No and "Are you sure you want to …?". */
export function commonTexts(locale: Locale) {
  return locale === 'nl' ? commonNl : commonEn;
}

/**
 * A text reader over the merged customers catalog: `t('addresses.removeLabel', { address })`. Throws on a missing
 * key, so a renamed label fails loudly instead of searching for `undefined`.
 */
export function customersT(locale: Locale) {
  const texts = customersCatalog(locale);
  const read = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], texts);
  /** `key` may list alternatives (a key that moved between catalogs): the first one present wins. */
  return (key: string | string[], vars: Record<string, string | number> = {}): string => {
    const keys = Array.isArray(key) ? key : [key];
    const value = keys.map(read).find((v) => typeof v === 'string');
    if (typeof value !== 'string') throw new Error(`customers ${locale} catalog has no key "${keys.join('" or "')}"`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(vars[name] ?? `{{${name}}}`));
  };
}

/**
 * Keys of the address form, which moved from the addresses feature to the core catalog (`addressForm`); both are
 * accepted, so the journeys follow wherever the label lives.
 */
export const ADDRESS_FORM = {
  addTitle: ['addressForm.addTitle', 'addresses.addTitle'],
  field: (name: 'streetName' | 'houseNumber' | 'zipCode' | 'city' | 'country' | 'email') => [
    `addressForm.fields.${name}`,
    `addresses.fields.${name}`,
  ],
};

/** "Are you sure you want to {action}?" in the locale (spec §8 confirmations). */
export function confirmQuestion(locale: Locale, action: string): string {
  return commonTexts(locale).confirm.question.replace('{{action}}', action);
}

/** The open Popconfirm (role tooltip in antd) or confirm dialog asking `question`. */
export function confirmation(page: Page, question: string): Locator {
  return page.getByRole('tooltip').or(page.getByRole('dialog')).filter({ hasText: question });
}

/** The next response to `method path` (path compared exactly, or by a RegExp on the pathname). */
export function apiResponse(page: Page, method: string, pathname: string | RegExp): Promise<Response> {
  return page.waitForResponse((r) => {
    if (r.request().method() !== method) return false;
    const p = new URL(r.url()).pathname;
    return typeof pathname === 'string' ? p === pathname : pathname.test(p);
  });
}

/** The organization id of an organization user (from the JWT). */
export async function organizationIdOf(email: string): Promise<number> {
  const id = claimsOf(await tokenFor(email)).organizationId;
  expect(id, `${email} carries organizationId`).toBeTruthy();
  return Number(id);
}

/**
 * Acme Logistics B.V. (the demo organization of signer@, general@, …). Kept in the run's data directory, so
 * workers that restart after a failure do not each spend a sign-in of general@ on it (login rate limit).
 */
export async function acmeId(): Promise<number> {
  const file = path.join(dataDir(), 'e2e-acme-organization-id');
  const cached = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : NaN;
  if (Number.isInteger(cached) && cached > 0) return cached;
  const id = await organizationIdOf(ACCOUNTS.general.email);
  const temp = `${file}.${process.pid}`;
  fs.writeFileSync(temp, String(id));
  fs.renameSync(temp, file);
  return id;
}

/** A mail address no other test (or run) uses, at `domain`. */
export function uniqueEmail(prefix: string, domain = 'acme.example'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`.toLowerCase();
}

export interface AddressData {
  streetName: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  countryCode: string;
  email?: string | null;
}

/** "street and house number, zip code, city" (spec §3 display format, as @portal/ui formatAddress). */
export function addressText(a: Pick<AddressData, 'streetName' | 'houseNumber' | 'zipCode' | 'city'>): string {
  return `${a.streetName} ${a.houseNumber}, ${a.zipCode}, ${a.city}`;
}

/** Adds an address through the API as `email` (test set-up). */
export async function createAddress(email: string, organizationId: number, data: AddressData): Promise<{ id: number }> {
  const response = await (await api()).post(`/api/organizations/${organizationId}/addresses`, {
    headers: await authHeaders(email),
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

export interface OrganizationUserData {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  roles: string[];
}

export interface OrganizationUserRow extends OrganizationUserData {
  id: number;
  twoFactorEnabled: boolean;
  confirmed: boolean;
}

/** Adds a user to an organization through the API as `staffEmail` (test set-up; the user gets a mail). */
export async function createOrganizationUser(
  staffEmail: string,
  organizationId: number,
  data: OrganizationUserData,
): Promise<{ id: number }> {
  const response = await (await api()).post(`/api/organizations/${organizationId}/users`, {
    headers: await authHeaders(staffEmail),
    data: { phoneNumber: null, ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/**
 * A confirmed user of `organizationId` with `roles` and the demo password, made for one test (so the test may
 * change it without touching an account other specs sign in with): added by the super admin through the API,
 * then confirmed with the token of the mailed link (PATCH /api/users/{id}?confirmationToken=, spec §7).
 */
export async function createConfirmedOrganizationUser(
  organizationId: number,
  data: Omit<OrganizationUserData, 'email'> & { emailPrefix: string },
): Promise<{ id: number; email: string; name: string }> {
  const { emailPrefix, ...fields } = data;
  const email = uniqueEmail(emailPrefix);
  const before = outboxSnapshot();
  const { id } = await createOrganizationUser(ACCOUNTS.admin.email, organizationId, { ...fields, email });
  const link = linkIn(await waitForMail(email, { before }), '/confirm-password');
  const token = link.searchParams.get('confirmationToken') ?? '';
  const confirmed = await (await api()).patch(`/api/users/${id}?confirmationToken=${encodeURIComponent(token)}`, {
    data: { password: DEMO_PASSWORD },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(204);
  return { id, email, name: `${fields.firstName} ${fields.lastName}` };
}

/** GET /api/organizations/{id}/users as `email`, the one with `userEmail`. */
export async function organizationUser(email: string, organizationId: number, userEmail: string): Promise<OrganizationUserRow> {
  const response = await (await api()).get(`/api/organizations/${organizationId}/users`, { headers: await authHeaders(email) });
  expect(response.status(), await response.text()).toBe(200);
  const users = (await response.json()) as OrganizationUserRow[];
  const user = users.find((u) => u.email.toLowerCase() === userEmail.toLowerCase());
  expect(user, `${userEmail} is a user of organization ${organizationId}`).toBeTruthy();
  return user as OrganizationUserRow;
}

/** The antd Select around a combobox (its shown value lives there, outside the input). */
export function selectOf(field: Locator): Locator {
  return field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
}

/**
 * Picks a country in an antd Select with search (the address country picker): types the name and takes the
 * first match with Enter, then checks the pick. `field` is the combobox (e.g. getByLabel('Country')).
 */
export async function pickCountry(page: Page, field: Locator, country: string): Promise<void> {
  await field.click();
  await field.fill(country);
  await expect(page.getByRole('option', { name: country, exact: true }).or(page.locator('.ant-select-item-option', { hasText: country })).first()).toBeAttached();
  await field.press('Enter');
  await expect(selectOf(field)).toContainText(country);
}

/**
 * Picks `label` in an antd Select without search (e.g. the employee "Role"): opens the combobox, waits for the
 * dropdown to have finished sliding in, clicks the option (antd's virtual list gives the visible options a title, the
 * hidden a11y list the role), and checks the pick.
 */
export async function pickOption(page: Page, field: Locator, label: string): Promise<void> {
  await field.click();
  // The open dropdown with this option (the previous Select's may still be sliding out beside it).
  const dropdown = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ has: page.getByTitle(label, { exact: true }) });
  // A click while the dropdown still slides in can land without selecting (CI, 2026-11-29: the list stayed open
  // with nothing picked): wait until antd's motion classes are gone.
  await expect(dropdown).not.toHaveClass(/-(appear|enter)\b/);
  await dropdown.getByTitle(label, { exact: true }).click();
  await expect(selectOf(field)).toContainText(label);
}
