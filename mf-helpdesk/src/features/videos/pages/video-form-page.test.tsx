import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { Messages } from '@portal/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { ACTIVATE_VIDEO, PORTAL_TOUR, SETTINGS } from './video-fixtures';
import { VideoFormPage } from './video-form-page';

// The antd form in jsdom takes seconds per interaction when the machine is busy.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const server = fakeApiPerTest();
const linkPosts = () => server.requestsTo('POST', '/videos');
const uploads = () => server.requestsTo('POST', '/videos/upload');

const field = (label: string) => screen.getByLabelText(label);
/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';
/** The hidden file input of the shared FileUpload. */
const fileInput = async () => (await screen.findByLabelText('Choose a file')) as HTMLInputElement;
/** A video file the user picks. */
const chosen = (name: string, type: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type });

const renderAdd = () =>
  renderPage(<VideoFormPage />, { path: '/helpdesk/videos/add', route: '/helpdesk/videos/add' });
const renderEdit = (id: number) =>
  renderPage(<VideoFormPage />, { path: `/helpdesk/videos/edit/${id}`, route: '/helpdesk/videos/edit/:id' });

/** Enters `text` into the field labelled `label` at once (as pasted: typing letter by letter is slow in jsdom). */
async function fill(label: string, text: string) {
  await userEvent.clear(field(label));
  await userEvent.paste(text);
}

/** Fills title, description and category (a new one) of a new video. */
async function fillTexts() {
  await screen.findByLabelText('Title');
  await fill('Title', '  Ordering SIM cards ');
  await fill('Description', 'Where to order, and how fast they arrive.');
  await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
  await userEvent.paste('Ordering');
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
  server.on('GET', '/videos/settings', SETTINGS);
  server.on('GET', '/videos/3', ACTIVATE_VIDEO);
  server.on('GET', '/videos/4', PORTAL_TOUR);
  server.on('GET', '/videos/categories', ({ params }: FakeRequest) =>
    params.locale === 'nl' ? ['Aan de slag'] : ['Getting started', 'Roaming'],
  );
  server.on('POST', '/videos', ({ body }: FakeRequest) =>
    reply(201, { ...PORTAL_TOUR, ...(body as object), id: 9, updatedAt: '2026-11-25T09:00:00.000Z' }),
  );
});

describe('VideoFormPage (/helpdesk/videos/add, /helpdesk/videos/edit/:id; issue 13 "Videos")', () => {
  it('adds a link video as JSON with the allowed hosts as hint, says so and returns to the videos', async () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add video' })).toBeInTheDocument();
    await fillTexts();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Upload a file' })).toBeChecked();
    expect(screen.queryByLabelText('Link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Link to a video host' }));
    expect(screen.queryByLabelText('Choose a file')).not.toBeInTheDocument();
    expect(
      screen.getByText('Allowed hosts: youtube.com, vimeo.com. The link starts with https://.'),
    ).toBeInTheDocument();
    await fill('Link', ' https://vimeo.com/777 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(linkPosts()).toHaveLength(1));
    expect(linkPosts()[0]!.body).toEqual({
      title: 'Ordering SIM cards',
      description: 'Where to order, and how fast they arrive.',
      category: 'Ordering',
      locale: 'en',
      url: 'https://vimeo.com/777',
    });
    expect(uploads()).toEqual([]);
    expect(await screen.findByText('Video added')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/videos'));
  });

  it("puts the server's field error on the link and stays on the form", async () => {
    const refusal = 'Only links to youtube.com, vimeo.com are accepted.';
    server.on(
      'POST',
      '/videos',
      reply(400, { errorMessage: Messages.formIncomplete, errors: [{ field: 'url', message: refusal }] }),
    );
    renderAdd();
    await fillTexts();
    await userEvent.click(screen.getByRole('radio', { name: 'Link to a video host' }));
    await fill('Link', 'https://example.com/clip.mp4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorsOf(field('Link'))).toBe(refusal));
    expect(field('Link').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(errorsOf(field('Title'))).toBe('');
    expect(linkPosts()).toHaveLength(1);
    expect(screen.queryByText('Video added')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/helpdesk/videos/add');
  });

  it('uploads a file video as multipart, the fields before the file, with progress, then returns to the videos', async () => {
    let finish!: () => void;
    server.on('POST', '/videos/upload', ({ config }: FakeRequest) => {
      config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
      return new Promise((resolve) => (finish = () => resolve(reply(201, { ...ACTIVATE_VIDEO, id: 10 }))));
    });
    renderAdd();
    await fillTexts();
    await userEvent.click(screen.getByRole('radio', { name: 'Nederlands' }));
    await userEvent.upload(await fileInput(), chosen('ordering.mp4', 'video/mp4'));
    expect(screen.getByText('ordering.mp4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(uploads()).toHaveLength(1));
    const body = uploads()[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['title', 'description', 'category', 'locale', 'file']);
    expect(body.get('title')).toBe('Ordering SIM cards');
    expect(body.get('description')).toBe('Where to order, and how fast they arrive.');
    expect(body.get('category')).toBe('Ordering');
    expect(body.get('locale')).toBe('nl');
    expect((body.get('file') as File).name).toBe('ordering.mp4');
    expect(linkPosts()).toEqual([]);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(currentLocation()).toBe('/helpdesk/videos/add');

    finish();
    expect(await screen.findByText('Video added')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/videos'));
  });

  it("refuses a file above the settings' largest upload before sending, and asks for a file", async () => {
    server.on('GET', '/videos/settings', { ...SETTINGS, maxUploadBytes: 1024 });
    renderAdd();
    await fillTexts();
    await userEvent.upload(await fileInput(), chosen('long.mp4', 'video/mp4', 2048));
    expect(
      await screen.findByText('The file long.mp4 is 2 KB; the most you can upload is 1 KB.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('File is required')).toBeInTheDocument();
    expect(uploads()).toEqual([]);
  });

  it("puts the server's file error on the file and stays on the form", async () => {
    const refusal = 'Only MP4 and WebM videos are accepted.';
    server.on(
      'POST',
      '/videos/upload',
      reply(400, { errorMessage: Messages.formIncomplete, errors: [{ field: 'file', message: refusal }] }),
    );
    renderAdd();
    await fillTexts();
    await userEvent.upload(await fileInput(), chosen('renamed.mp4', 'video/mp4'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(errorsOf(await fileInput())).toBe(refusal));
    expect(uploads()).toHaveLength(1);
    expect(currentLocation()).toBe('/helpdesk/videos/add');
  });

  it('refuses empty required fields with the spec message, without calling the server', async () => {
    renderAdd();
    await fileInput();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    await waitFor(() => expect(errorsOf(field('Title'))).toBe('This field is required.'));
    expect(errorsOf(screen.getByRole('combobox', { name: 'Category' }))).toBe('This field is required.');
    expect(errorsOf(field('Description'))).toBe('');
    expect(linkPosts()).toEqual([]);
    expect(uploads()).toEqual([]);
  });

  it('edits an uploaded video: shows its file, offers no other source, and puts the fields without a link', async () => {
    server.on('PUT', '/videos/3', ({ body }: FakeRequest) => ({ ...ACTIVATE_VIDEO, ...(body as object) }));
    renderEdit(3);
    expect(await screen.findByDisplayValue(ACTIVATE_VIDEO.title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit video' })).toBeInTheDocument();
    expect(screen.getByText('activate-sim.mp4')).toBeInTheDocument();
    expect(screen.getByText('12 MB')).toBeInTheDocument();
    expect(screen.getByText('To use another file, delete this video and add it again.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Upload a file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Link to a video host' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a file')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Link')).not.toBeInTheDocument();
    await fill('Title', 'Activate a SIM card');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('PUT', '/videos/3')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/videos/3')[0]!.body).toEqual({
      title: 'Activate a SIM card',
      description: ACTIVATE_VIDEO.description,
      category: 'Getting started',
      locale: 'en',
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/videos'));
  });

  it('edits a link video: its link is filled in and the changed link is put', async () => {
    server.on('PUT', '/videos/4', ({ body }: FakeRequest) => ({ ...PORTAL_TOUR, ...(body as object) }));
    renderEdit(4);
    expect(await screen.findByDisplayValue(PORTAL_TOUR.url!)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Upload a file' })).not.toBeInTheDocument();
    await fill('Link', 'https://youtube.com/watch?v=new');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('PUT', '/videos/4')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/videos/4')[0]!.body).toEqual({
      title: PORTAL_TOUR.title,
      description: PORTAL_TOUR.description,
      category: PORTAL_TOUR.category,
      locale: 'en',
      url: 'https://youtube.com/watch?v=new',
    });
  });

  it('tells an account manager that the videos are read-only, without a form', async () => {
    signInAs(['accountManager']);
    renderEdit(3);
    expect(
      screen.getByText(
        'You can watch the videos, but only super admins, management and support can add or change them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/videos/3')).toEqual([]);
    expect(server.requestsTo('GET', '/videos/settings')).toEqual([]);
  });

  it('speaks Dutch, a new video in Dutch by default', async () => {
    await setUpI18n('nl');
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Video toevoegen' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Nederlands' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Een bestand uploaden' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Link naar een videosite' }));
    expect(
      screen.getByText('Toegestane sites: youtube.com, vimeo.com. De link begint met https://.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Helaas zijn niet alle velden correct ingevuld.')).toBeInTheDocument();
    await waitFor(() => expect(errorsOf(field('Titel'))).toBe('Dit veld is verplicht.'));
  });
});
