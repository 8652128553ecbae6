import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { fillRichText, findRichTextEditor } from '@portal/ui/src/testing/rich-text';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { APN } from './faq-fixtures';
import { FaqFormPage } from './faq-form-page';

// The antd form with the lazy rich-text editor in jsdom takes seconds per interaction when the machine is busy.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const server = fakeApiPerTest();
const posted = () => server.requestsTo('POST', '/faq').map((request) => request.body);

const field = (label: string) => screen.getByLabelText(label);
/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';
const renderAdd = () =>
  renderPage(<FaqFormPage />, { path: '/helpdesk/faq/add', route: '/helpdesk/faq/add' });
const renderEdit = () =>
  renderPage(<FaqFormPage />, { path: '/helpdesk/faq/edit/11', route: '/helpdesk/faq/edit/:id' });

/** Enters `text` into the field labelled `label` at once (as pasted: typing letter by letter is slow in jsdom). */
async function fill(label: string, text: string) {
  await userEvent.clear(field(label));
  await userEvent.paste(text);
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
  server.on('GET', '/faq/11', APN);
  server.on('GET', '/faq/categories', ({ params }: FakeRequest) =>
    params.locale === 'nl' ? ['Data en roaming', 'Simkaarten'] : ['Data and roaming', 'SIM cards'],
  );
  server.on('POST', '/faq', ({ body }: FakeRequest) =>
    reply(201, { ...APN, ...(body as object), id: 14, updatedAt: '2026-11-25T09:00:00.000Z' }),
  );
});

describe('FaqFormPage (/helpdesk/faq/add, /helpdesk/faq/edit/:id; spec §3 FAQ item, §5, §6; issue 13)', () => {
  it('adds a question in the interface language with a suggested category, says so and returns to the FAQ', async () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add question' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await fill('Question', '  How do I order extra SIM cards? ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.paste('SIM');
    await userEvent.click((await screen.findAllByTitle('SIM cards')).at(-1)!);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('SIM cards');
    expect(server.requestsTo('GET', '/faq/categories').at(-1)!.params).toEqual({ locale: 'en' });
    await fillRichText('Answer', '<p>Order them in the <strong>webshop</strong>.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      question: 'How do I order extra SIM cards?',
      category: 'SIM cards',
      locale: 'en',
      answer: '<p>Order them in the <strong>webshop</strong>.</p>',
    });
    expect(await screen.findByText('Question added')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/faq'));
  });

  it('takes a new category, and suggests the categories of the chosen language', async () => {
    renderAdd();
    await fill('Question', 'Hoe bestel ik extra simkaarten?');
    await userEvent.click(screen.getByRole('radio', { name: 'Nederlands' }));
    await waitFor(() =>
      expect(server.requestsTo('GET', '/faq/categories').at(-1)!.params).toEqual({ locale: 'nl' }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByTitle('Simkaarten')).length).toBeGreaterThan(0);
    await userEvent.paste('Bestellen');
    await fillRichText('Answer', '<p>Via de webshop.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      question: 'Hoe bestel ik extra simkaarten?',
      category: 'Bestellen',
      locale: 'nl',
      answer: '<p>Via de webshop.</p>',
    });
  });

  it('refuses empty required fields with the spec message, without calling the server', async () => {
    renderAdd();
    await findRichTextEditor('Answer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    await waitFor(() => expect(errorsOf(field('Question'))).toBe('This field is required.'));
    expect(errorsOf(screen.getByRole('combobox', { name: 'Category' }))).toBe('This field is required.');
    expect(errorsOf(await findRichTextEditor('Answer'))).toBe('This field is required.');
    expect(posted()).toEqual([]);
  });

  it('edits a question: its values are filled in and the changed question is put', async () => {
    server.on('PUT', '/faq/11', ({ body }: FakeRequest) => ({ ...APN, ...(body as object) }));
    renderEdit();
    expect(await screen.findByDisplayValue(APN.question)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit question' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Data and roaming');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(await findRichTextEditor('Answer')).toHaveTextContent('Use the APN iot.provider');
    await fill('Question', 'Which APN do I use?');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('PUT', '/faq/11')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/faq/11')[0]!.body).toEqual({
      question: 'Which APN do I use?',
      category: 'Data and roaming',
      locale: 'en',
      answer: APN.answer,
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/faq'));
  });

  it("puts the server's field error on its field and stays on the form", async () => {
    server.on(
      'POST',
      '/faq',
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'answer', message: 'The answer is empty.' }],
      }),
    );
    renderAdd();
    await fill('Question', 'What is LTE-M?');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.paste('Networks');
    await fillRichText('Answer', '<p>A network for IoT.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const answer = await findRichTextEditor('Answer');
    await waitFor(() => expect(errorsOf(answer)).toBe('The answer is empty.'));
    expect(answer.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(errorsOf(field('Question'))).toBe('');
    expect(currentLocation()).toBe('/helpdesk/faq/add');
  });

  it('tells an account manager that the FAQ is read-only, without a form', async () => {
    signInAs(['accountManager']);
    renderEdit();
    expect(
      screen.getByText(
        'You can read the FAQ, but only super admins, management and support can add or change questions.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/faq/11')).toEqual([]);
  });

  it('speaks Dutch, a new question in Dutch by default', async () => {
    await setUpI18n('nl');
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Vraag toevoegen' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    expect(screen.getByLabelText('Vraag')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Categorie' })).toBeInTheDocument();
    await findRichTextEditor('Antwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Helaas zijn niet alle velden correct ingevuld.')).toBeInTheDocument();
    await waitFor(() => expect(errorsOf(field('Vraag'))).toBe('Dit veld is verplicht.'));
  });
});
