import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { NewsItem } from '@portal/domain';
import { fillRichText, findRichTextEditor } from '@portal/ui/src/testing/rich-text';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { NewsFormPage } from './news-form-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();

const ITEM: NewsItem = {
  id: 31,
  title: 'New roaming partners',
  summary: 'Coverage in 12 more countries.',
  body: '<p>Our SIMs now roam in 12 more countries.</p>',
  publishedAt: '2026-11-20T09:00:00.000Z',
  createdBy: 'Sam Support',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const field = (label: string) => screen.getByLabelText(label);
const errorsOf = (label: string) =>
  field(label).closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';
const renderAdd = () => renderPage(<NewsFormPage />, { path: '/news/add', route: '/news/add' });
const renderEdit = () => renderPage(<NewsFormPage />, { path: '/news/edit/31', route: '/news/edit/:id' });

beforeEach(() => {
  signInAs(['support']);
  server.on('GET', '/news/31', ITEM);
});

describe('NewsFormPage (/news/add, /news/edit/:id; spec §5 form behaviour)', () => {
  it('refuses empty required fields with the spec message, without calling the server', async () => {
    await setUpI18n('en');
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add news item' })).toBeInTheDocument();
    await findRichTextEditor('Text');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    await waitFor(() => expect(errorsOf('Title')).toBe('This field is required.'));
    expect(errorsOf('Summary')).toBe('This field is required.');
    expect(errorsOf('Text')).toBe('This field is required.');
    // The publish moment starts at now, so it is filled in.
    expect(errorsOf('Publish date and time')).toBe('');
    expect(server.requestsTo('POST', '/news')).toEqual([]);
  });

  it('checks a field when it loses focus', async () => {
    await setUpI18n('en');
    renderAdd();
    await userEvent.click(field('Title'));
    await userEvent.tab();
    await waitFor(() => expect(errorsOf('Title')).toBe('This field is required.'));
  });

  it('adds an item published now, says "Changes saved" and opens it', async () => {
    server.on('POST', '/news', reply(201, { ...ITEM, id: 41, title: 'Portal renewed' }));
    await setUpI18n('en');
    renderAdd();
    const before = Date.now();
    await userEvent.type(field('Title'), '  Portal renewed ');
    await userEvent.type(field('Summary'), 'A faster portal.');
    await fillRichText('Text', '<p>Faster, with <strong>bold</strong> news.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('POST', '/news')).toHaveLength(1));
    const { publishedAt, ...rest } = server.requestsTo('POST', '/news')[0]!.body as Record<string, string>;
    expect(rest).toEqual({
      title: 'Portal renewed',
      summary: 'A faster portal.',
      body: '<p>Faster, with <strong>bold</strong> news.</p>',
    });
    // The current minute, in UTC.
    expect(publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
    expect(Math.abs(Date.parse(publishedAt!) - before)).toBeLessThan(120_000);
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/news/41'));
  });

  it('edits an item: its values are filled in and the changed item is put', async () => {
    server.on('PUT', '/news/31', { ...ITEM, title: 'More roaming partners' });
    await setUpI18n('en');
    renderEdit();
    expect(await screen.findByDisplayValue('New roaming partners')).toBeInTheDocument();
    expect(await findRichTextEditor('Text')).toHaveTextContent('Our SIMs now roam in 12 more countries.');
    await userEvent.clear(field('Title'));
    await userEvent.type(field('Title'), 'More roaming partners');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('PUT', '/news/31')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/news/31')[0]!.body).toEqual({
      title: 'More roaming partners',
      summary: 'Coverage in 12 more countries.',
      body: '<p>Our SIMs now roam in 12 more countries.</p>',
      publishedAt: '2026-11-20T09:00:00.000Z',
    });
    await waitFor(() => expect(currentLocation()).toBe('/news/31'));
  });

  it("puts the server's field errors on their fields and stays", async () => {
    server.on(
      'PUT',
      '/news/31',
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'summary', message: 'Too long.' }],
      }),
    );
    await setUpI18n('en');
    renderEdit();
    await screen.findByDisplayValue('New roaming partners');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorsOf('Summary')).toBe('Too long.'));
    expect(currentLocation()).toBe('/news/edit/31');
  });

  it('asks before Cancel throws edits away', async () => {
    await setUpI18n('en');
    renderEdit();
    await userEvent.type(await screen.findByDisplayValue('New roaming partners'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('You have unsaved changes');
    expect(currentLocation()).toBe('/news/edit/31');
    await userEvent.click(screen.getByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(currentLocation()).toBe('/news/31'));
  });

  it('tells an account manager that news is read-only, without a form', async () => {
    signInAs(['accountManager']);
    await setUpI18n('en');
    renderEdit();
    expect(
      screen.getByText(
        'You can read news, but only super admins, management and support can add or change it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/news/31')).toEqual([]);
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuwsbericht toevoegen' })).toBeInTheDocument();
    await findRichTextEditor('Tekst');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Helaas zijn niet alle velden correct ingevuld.')).toBeInTheDocument();
    await waitFor(() => expect(errorsOf('Titel')).toBe('Dit veld is verplicht.'));
    expect(errorsOf('Samenvatting')).toBe('Dit veld is verplicht.');
  });
});
