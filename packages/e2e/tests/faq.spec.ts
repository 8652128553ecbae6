import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../src/accounts';
import { confirmation } from '../src/customer-admin';
import { api, authHeaders, expect, signInWithToken, test, unique, type NewVisitor } from '../src/fixtures';
import { mainMenu } from '../src/portal';

/**
 * Issue 13 (mf-helpdesk part 2, FAQ and introduction): support adds a Dutch question through the form; a Dutch
 * customer finds it by search (an English one does not: customers read their interface language); deleting asks
 * first; an account manager reads without write actions; the Helpdesk sub-menu leads to the FAQ and the
 * introduction with the support snippet.
 */

const DELETE_QUESTION = 'Are you sure you want to delete this question?';

/** A word no other item contains (search is over question and answer text). */
const uniqueWord = (prefix: string) => unique(prefix).replace(/\s+/g, '');

/** Adds a FAQ item through the API as support (set-up for the screens under test); returns its id. */
async function addFaqItem(question: string, locale: 'en' | 'nl' = 'en'): Promise<number> {
  const response = await (
    await api()
  ).post('/api/faq', {
    headers: await authHeaders(ACCOUNTS.support.email),
    data: { question, answer: '<p>Set up by the e2e suite.</p>', category: 'E2E', locale },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A page in a browser context of its own (another person), its interface in Dutch. */
async function dutchVisitor(newVisitor: NewVisitor): Promise<Page> {
  const page = await newVisitor();
  await page.addInitScript(() => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'nl');
  });
  return page;
}

test('support adds a Dutch question; a Dutch customer finds it by search and reads the answer', async ({
  page,
  newVisitor,
}) => {
  const word = uniqueWord('E2Epauze');
  const question = `Hoe pauzeer ik een simkaart (${word})?`;
  const answerText = 'Kies de simkaart in SIM-beheer en daarna Pauzeren.';

  await signInWithToken(page, ACCOUNTS.support.email, '/helpdesk/faq');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk/faq/add');
  await page.locator('form').getByLabel('Question', { exact: true }).fill(question);
  await page.getByRole('radio', { name: 'Nederlands' }).check();
  const category = page.getByRole('combobox', { name: 'Category' });
  await category.fill('Simkaarten');
  await category.press('Escape');
  const answer = page.getByRole('textbox', { name: 'Answer' });
  await answer.click();
  await answer.pressSequentially(answerText);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk/faq');
  await expect(page.getByText('Question added')).toBeVisible();
  // Writers see every language, each item with its language.
  const added = page.getByRole('article', { name: question });
  await expect(added).toBeVisible();
  await expect(added.getByText('Nederlands', { exact: true })).toBeVisible();

  // Customers read the items of their interface language: an English one does not find it.
  const english = await (
    await api()
  ).get(`/api/faq?locale=en&search=${word}`, { headers: await authHeaders(ACCOUNTS.general.email) });
  expect(((await english.json()) as { items: unknown[] }).items).toEqual([]);

  const customer = await dutchVisitor(newVisitor);
  await signInWithToken(customer, ACCOUNTS.general.email, '/helpdesk/faq');
  await expect(customer.getByRole('heading', { name: 'Veelgestelde vragen', level: 1 })).toBeVisible();
  const searched = customer.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/faq' && url.searchParams.get('search') === word;
  });
  await customer.getByRole('searchbox', { name: 'Zoeken in vragen en antwoorden' }).fill(word);
  expect(new URL((await searched).url()).searchParams.get('locale')).toBe('nl');
  await expect(customer).toHaveURL((url) => url.searchParams.get('search') === word);
  await expect(customer.getByRole('heading', { name: 'Simkaarten', level: 2 })).toBeVisible();
  const found = customer.getByRole('button', { name: question });
  await expect(found).toHaveAttribute('aria-expanded', 'false');
  await found.click();
  await expect(found).toHaveAttribute('aria-expanded', 'true');
  await expect(customer.getByText(answerText)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
  await customer.context().close();
});

test('deleting a question asks first ("Are you sure you want to delete this question?")', async ({
  page,
}) => {
  const word = uniqueWord('E2Edelete');
  const question = `Question to delete ${word}`;
  const id = await addFaqItem(question);
  await signInWithToken(page, ACCOUNTS.management.email, `/helpdesk/faq?search=${word}`);
  const item = page.getByRole('article', { name: question });
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Delete', exact: true }).click();
  const ask = confirmation(page, DELETE_QUESTION);
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'No', exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(item).toBeVisible();
  const kept = await (
    await api()
  ).get(`/api/faq/${id}`, { headers: await authHeaders(ACCOUNTS.support.email) });
  expect(kept.status()).toBe(200);

  await item.getByRole('button', { name: 'Delete', exact: true }).click();
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The question has been deleted')).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('No questions found')).toBeVisible();
  const gone = await (
    await api()
  ).get(`/api/faq/${id}`, { headers: await authHeaders(ACCOUNTS.support.email) });
  expect(gone.status()).toBe(404);
});

test('an account manager reads the FAQ but gets no write actions', async ({ page }) => {
  const word = uniqueWord('E2Eread');
  const question = `Read-only question ${word}`;
  await addFaqItem(question);
  await signInWithToken(page, ACCOUNTS.accountManager.email, `/helpdesk/faq?search=${word}`);
  await expect(page.getByRole('article', { name: question })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add question' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
});

test('the Helpdesk sub-menu leads to the FAQ and to the introduction with the support snippet', async ({
  page,
}) => {
  await signInWithToken(page, ACCOUNTS.general.email, '/');
  const menu = mainMenu(page);
  const group = menu.getByRole('button', { name: 'Helpdesk' });
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  for (const entry of ['Tickets', 'FAQ', 'Introduction']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk/faq');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible();

  await menu.getByRole('link', { name: 'Introduction', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk-intro');
  await expect(page.getByRole('heading', { name: 'Helpdesk introduction', level: 1 })).toBeVisible();
  const snippet = page.getByText(/^Need help\? Call us on .+ or e-mail .+\.$/);
  await expect(snippet).toBeVisible();
  await expect(snippet.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(snippet.getByRole('link').first()).toHaveAttribute('href', /^tel:/);
  await expect(
    page.getByText('Choose the priority Urgent only for changes for roaming or core network issues.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open a new ticket' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helpdesk/tickets/new');
});
