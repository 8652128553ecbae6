import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { IMG_MARKUP, SCRIPT_MARKUP, expectNoElementsFromMarkup } from '@portal/ui/src/testing/plain-text';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { ACTIVATE_VIDEO, ACTIVATE_VIDEO_NL, listOf, PORTAL_TOUR, ROAMING_VIDEO } from './video-fixtures';
import { VideoListPage } from './video-list-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/videos').map((request) => request.params);
const playbackRequests = () => server.requestsTo('GET', '/videos/3/playback');
const PLAYBACK_URL = '/api/videos/3/stream?token=first';

function renderList(path = '/helpdesk/videos') {
  renderPage(<VideoListPage />, { path, route: '/helpdesk/videos' });
}

/** The video whose title is `title` (an article named by its title). */
const videoOf = (title: string) => screen.getByRole('article', { name: title });
/** The category section headed `category`. */
const sectionOf = (category: string) => screen.getByRole('region', { name: category });
/** The confirmation popup (antd Popconfirm of ConfirmAction) holding `question`. */
const popupOf = (question: HTMLElement) => question.closest('.ant-popover') as HTMLElement;
/**
 * The player dialog, titled `title`. (Found by role only: in jsdom antd's ids are all "test-id", so the dialog's
 * aria-labelledby may name the filter select's element instead of its title.)
 */
async function findPlayer(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title, { selector: '.ant-modal-title *' })).toBeInTheDocument();
  return dialog;
}
/** The `<video>` element in `container` (a video has no ARIA role to query by). */
const videoElementIn = (container: HTMLElement) => container.querySelector('video');

/** Opens the select named `label` and picks the option `option`. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['generalResponsible'], 5);
  server.on('GET', '/videos', listOf([ACTIVATE_VIDEO, PORTAL_TOUR, ROAMING_VIDEO]));
  server.on('GET', '/videos/categories', ['Getting started', 'Roaming']);
  server.on('GET', '/videos/3/playback', { url: PLAYBACK_URL, expiresAt: '2026-11-25T10:00:00.000Z' });
});

describe('VideoListPage (/helpdesk/videos; issue 13 "Videos", spec §2 helpdesk child "videos")', () => {
  it('shows a customer the videos of the interface language grouped by category, with Play or a link to the host', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Videos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(listRequests()).toEqual([{ locale: 'en' }]);
    expect(server.requestsTo('GET', '/videos/categories')[0]!.params).toEqual({ locale: 'en' });

    const titles = (category: string) =>
      within(sectionOf(category))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Getting started',
      'Roaming',
    ]);
    expect(titles('Getting started')).toEqual([ACTIVATE_VIDEO.title, PORTAL_TOUR.title]);
    expect(titles('Roaming')).toEqual([ROAMING_VIDEO.title]);
    expect(
      within(videoOf(ACTIVATE_VIDEO.title)).getByText(/choose Activate\.\s+The card works/),
    ).toBeVisible();

    // An uploaded video plays here; it has no link.
    const uploaded = videoOf(ACTIVATE_VIDEO.title);
    expect(within(uploaded).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(uploaded).queryByRole('link')).not.toBeInTheDocument();

    // A link video opens its host in a new tab, without giving it our window.
    const tour = videoOf(PORTAL_TOUR.title);
    expect(within(tour).queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    const link = within(tour).getByRole('link', { name: /^Watch on youtube\.com/ });
    expect(link).toHaveAttribute('href', PORTAL_TOUR.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Watch on youtube.com (opens in a new tab)');
    expect(
      within(videoOf(ROAMING_VIDEO.title)).getByRole('link', { name: /^Watch on vimeo\.com/ }),
    ).toHaveAttribute('href', 'https://vimeo.com/555');
    // Nothing is asked for playback before the viewer presses Play.
    expect(playbackRequests()).toEqual([]);
  });

  it('plays an uploaded video: Play loads the playback URL into a named video element; closing removes the player', async () => {
    let answer!: () => void;
    server.on(
      'GET',
      '/videos/3/playback',
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ url: PLAYBACK_URL, expiresAt: '2026-11-25T10:00:00.000Z' });
        }),
    );
    renderList();
    await userEvent.click(
      await within(await waitFor(() => videoOf(ACTIVATE_VIDEO.title))).findByRole('button', { name: 'Play' }),
    );

    const dialog = await findPlayer(ACTIVATE_VIDEO.title);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the video…');
    expect(videoElementIn(dialog)).toBeNull();
    await waitFor(() => expect(playbackRequests()).toHaveLength(1));

    answer();
    await waitFor(() => expect(videoElementIn(dialog)).not.toBeNull());
    const video = videoElementIn(dialog)!;
    expect(video).toHaveAttribute('src', PLAYBACK_URL);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName(ACTIVATE_VIDEO.title);

    // Closing takes the player (and so the playing video) away; opening again asks for a fresh URL.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the video' }));
    await waitFor(() => expect(document.querySelector('video')).toBeNull());
    server.on('GET', '/videos/3/playback', {
      url: '/api/videos/3/stream?token=second',
      expiresAt: '2026-11-25T11:00:00.000Z',
    });
    await userEvent.click(within(videoOf(ACTIVATE_VIDEO.title)).getByRole('button', { name: 'Play' }));
    await waitFor(() =>
      expect(document.querySelector('video')).toHaveAttribute('src', '/api/videos/3/stream?token=second'),
    );
    expect(playbackRequests()).toHaveLength(2);
  });

  it('says so when the player cannot be had or the browser cannot play it, and "Try again" asks for a new URL', async () => {
    server.on('GET', '/videos/3/playback', reply(500, { errorMessage: 'Something went wrong.' }));
    renderList();
    await userEvent.click(
      await within(await waitFor(() => videoOf(ACTIVATE_VIDEO.title))).findByRole('button', { name: 'Play' }),
    );
    const dialog = await findPlayer(ACTIVATE_VIDEO.title);
    expect(await within(dialog).findByText('The video cannot be played.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(videoElementIn(dialog)).toBeNull();

    server.on('GET', '/videos/3/playback', { url: PLAYBACK_URL, expiresAt: '2026-11-25T10:00:00.000Z' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(videoElementIn(dialog)).toHaveAttribute('src', PLAYBACK_URL));

    // The URL expired meanwhile: the browser fails to load it.
    server.on('GET', '/videos/3/playback', {
      url: '/api/videos/3/stream?token=renewed',
      expiresAt: '2026-11-25T11:00:00.000Z',
    });
    fireEvent.error(videoElementIn(dialog)!);
    expect(await within(dialog).findByText(/The video could not be played/)).toBeInTheDocument();
    const requestsBefore = playbackRequests().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(videoElementIn(dialog)).toHaveAttribute('src', '/api/videos/3/stream?token=renewed'),
    );
    expect(playbackRequests()).toHaveLength(requestsBefore + 1);
    expect(within(dialog).queryByText(/The video could not be played/)).not.toBeInTheDocument();
  });

  it('puts search and category into the URL and the request, and a deep link filters at once', async () => {
    renderList('/helpdesk/videos?category=Roaming');
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    expect(listRequests()).toEqual([{ locale: 'en', category: 'Roaming' }]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search titles and descriptions' }), 'SIM');
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/videos?category=Roaming&search=SIM'));
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ locale: 'en', category: 'Roaming', search: 'SIM' }),
    );
    expect(listRequests().map((params) => params.search)).not.toContain('S');

    await pick('Category', 'Getting started');
    await waitFor(() =>
      expect(currentLocation()).toBe('/helpdesk/videos?category=Getting+started&search=SIM'),
    );
  });

  it('says "No videos yet." without a search, "No videos found" with one, and notes a truncated list', async () => {
    server.on('GET', '/videos', ({ params }: FakeRequest) =>
      params.search ? listOf([]) : listOf([ACTIVATE_VIDEO, PORTAL_TOUR, ROAMING_VIDEO], true),
    );
    renderList();
    expect(await screen.findByText(/Not all videos are shown/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search titles and descriptions' }), 'eSIM');
    expect(await screen.findByText('No videos found. Try another search or category.')).toBeInTheDocument();
    expect(screen.queryByText(/Not all videos are shown/)).not.toBeInTheDocument();
    expect(screen.queryByText('No videos yet.')).not.toBeInTheDocument();
  });

  it('shows title and description as the text typed, and makes no link of a URL that is not http(s) (issue 21)', async () => {
    server.on(
      'GET',
      '/videos',
      listOf([{ ...PORTAL_TOUR, title: IMG_MARKUP, description: SCRIPT_MARKUP, url: 'javascript:alert(1)' }, ROAMING_VIDEO]),
    );
    renderList();
    const video = await screen.findByRole('article', { name: IMG_MARKUP });
    expect(within(video).getByRole('heading', { level: 3 })).toHaveTextContent(IMG_MARKUP);
    expect(within(video).getByText(SCRIPT_MARKUP)).toBeInTheDocument();
    expect(within(video).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(videoOf(ROAMING_VIDEO.title)).getByRole('link', { name: /^Watch on vimeo\.com/ }),
    ).toHaveAttribute('href', ROAMING_VIDEO.url);
    expectNoElementsFromMarkup();
  });

  it('says "No videos yet." when there are none', async () => {
    server.on('GET', '/videos', listOf([]));
    renderList();
    expect(await screen.findByText('No videos yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('gives writers "Add video", every language with a tag per video, a language filter, and Edit and Delete per video', async () => {
    signInAs(['support']);
    server.on('GET', '/videos', listOf([ACTIVATE_VIDEO_NL, ACTIVATE_VIDEO, PORTAL_TOUR, ROAMING_VIDEO]));
    renderList();
    const dutch = await screen.findByRole('article', { name: ACTIVATE_VIDEO_NL.title });
    expect(listRequests()).toEqual([{}]);
    expect(within(dutch).getByText('Nederlands')).toBeInTheDocument();
    expect(within(dutch).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'nl');
    expect(within(videoOf(PORTAL_TOUR.title)).getByText('English')).toBeInTheDocument();
    for (const video of [ACTIVATE_VIDEO_NL, ACTIVATE_VIDEO, PORTAL_TOUR, ROAMING_VIDEO]) {
      expect(within(videoOf(video.title)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(within(videoOf(video.title)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    }

    await pick('Language', 'Nederlands');
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/videos?locale=nl'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ locale: 'nl' }));

    await userEvent.click(within(videoOf(PORTAL_TOUR.title)).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/videos/edit/4'));
  });

  it('opens the form from "Add video"', async () => {
    signInAs(['management']);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/videos/add'));
  });

  it('asks "Are you sure you want to delete this video?" and deletes only after Yes', async () => {
    signInAs(['superAdmin']);
    server.on('DELETE', '/videos/4', reply(204));
    renderList();
    const delete4 = () => within(videoOf(PORTAL_TOUR.title)).getByRole('button', { name: 'Delete' });
    await userEvent.click(await waitFor(delete4));
    const question = await screen.findByText('Are you sure you want to delete this video?');
    await userEvent.click(within(popupOf(question)).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('DELETE', '/videos/4')).toEqual([]);

    const requestsBefore = listRequests().length;
    server.on('GET', '/videos', listOf([ACTIVATE_VIDEO, ROAMING_VIDEO]));
    await userEvent.click(delete4());
    const again = await screen.findByText('Are you sure you want to delete this video?');
    expect(server.requestsTo('DELETE', '/videos/4')).toEqual([]);
    await userEvent.click(within(popupOf(again)).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('DELETE', '/videos/4')).toHaveLength(1));
    expect(await screen.findByText('The video has been deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: PORTAL_TOUR.title })).not.toBeInTheDocument(),
    );
    expect(listRequests().length).toBeGreaterThan(requestsBefore);
  });

  it.each([
    ['an account manager', ['accountManager'] as const, null],
    ['a customer', ['authorizedToSign', 'userManager'] as const, 5],
  ])(
    'gives %s no Add, Edit or Delete and the interface language only',
    async (_who, roles, organizationId) => {
      signInAs([...roles], organizationId);
      renderList();
      await screen.findByRole('article', { name: PORTAL_TOUR.title });
      expect(listRequests()).toEqual([{ locale: 'en' }]);
      expect(screen.queryByRole('button', { name: 'Add video' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
      // Watching stays.
      expect(within(videoOf(ACTIVATE_VIDEO.title)).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    },
  );

  it('speaks Dutch and asks for the Dutch videos', async () => {
    await setUpI18n('nl');
    server.on('GET', '/videos', listOf([ACTIVATE_VIDEO_NL]));
    server.on('GET', '/videos/categories', ['Aan de slag']);
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: "Video's" })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Aan de slag' })).toBeInTheDocument();
    expect(listRequests()).toEqual([{ locale: 'nl' }]);
    expect(
      within(videoOf(ACTIVATE_VIDEO_NL.title)).getByRole('button', { name: 'Afspelen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoeken in titels en beschrijvingen' })).toBeInTheDocument();
  });
});
