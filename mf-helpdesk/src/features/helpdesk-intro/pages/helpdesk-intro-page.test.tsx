import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import { IMG_MARKUP, SCRIPT_MARKUP, expectNoElementsFromMarkup } from '@portal/ui/src/testing/plain-text';
import { screen, within } from '@testing-library/react';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { HelpdeskIntroPage } from './helpdesk-intro-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();
const SUPPORT = { phone: '+31 30 123 4567', email: 'support@provider.example' };
/** The parts of GET /organizations/7 the page reads (the rest of the organization does not matter here). */
const ACME = { id: 7, name: 'Acme Logistics B.V.', slaLevel: 'Gold' };

function renderIntro() {
  renderPage(<HelpdeskIntroPage />, { path: '/helpdesk-intro', route: '/helpdesk-intro' });
}

/** The section (card) headed `title`. */
const sectionOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.ant-card')!;

beforeEach(() => {
  server.on('GET', '/organizations/7', ACME);
  server.on('GET', '/organizations/7/account-manager', { accountManager: null, support: SUPPORT });
});

describe('HelpdeskIntroPage (/helpdesk-intro; spec §2, §4, §6, §9; issue 13)', () => {
  it("shows a customer the organization's SLA level and the support phone and e-mail", async () => {
    await setUpI18n('en');
    signInAs(['generalResponsible'], 7);
    renderIntro();
    expect(screen.getByRole('heading', { level: 1, name: 'Helpdesk introduction' })).toBeInTheDocument();
    expect(await screen.findByTestId('sla-level')).toHaveTextContent(
      "Your organization's service level (SLA) is Gold.",
    );
    expect(screen.getByText('Gold', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findByTestId('support-snippet')).toHaveTextContent(
      'Need help? Call us on +31 30 123 4567 or e-mail support@provider.example.',
    );
    expect(screen.getByRole('link', { name: '+31 30 123 4567' })).toHaveAttribute('href', 'tel:+31301234567');
    expect(screen.getByRole('link', { name: 'support@provider.example' })).toHaveAttribute(
      'href',
      'mailto:support@provider.example',
    );
    expect(server.requestsTo('GET', '/organizations/7')).toHaveLength(1);
    expect(server.requestsTo('GET', '/organizations/7/account-manager')).toHaveLength(1);
  });

  it('shows an SLA level with markup as the text typed inside the sentence (issue 21)', async () => {
    await setUpI18n('en');
    signInAs(['generalResponsible'], 7);
    server.on('GET', '/organizations/7', { ...ACME, slaLevel: `<strong>Gold</strong> ${IMG_MARKUP} ${SCRIPT_MARKUP}` });
    renderIntro();
    expect(await screen.findByTestId('sla-level')).toHaveTextContent(
      `Your organization's service level (SLA) is <strong>Gold</strong> ${IMG_MARKUP} ${SCRIPT_MARKUP}.`,
    );
    // The translation's own <strong> holds the whole level: none of the level's tags became an element.
    expect(screen.getByTestId('sla-level').querySelectorAll('strong')).toHaveLength(1);
    expectNoElementsFromMarkup();
  });

  it('explains how to open a ticket, the urgent rule, the statuses and the opening hours', async () => {
    await setUpI18n('en');
    signInAs(['technicalResponsible'], 7);
    renderIntro();
    expect(screen.getByRole('link', { name: 'Open a new ticket' })).toHaveAttribute(
      'href',
      '/helpdesk/tickets/new',
    );
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      '/helpdesk/faq',
    );

    const urgent = sectionOf('Urgent tickets');
    expect(urgent).toHaveTextContent(
      'Choose the priority Urgent only for changes for roaming or core network issues.',
    );
    expect(urgent).toHaveTextContent(
      'Only the technical responsible of your organization may report an urgent ticket',
    );

    const statuses = sectionOf('What the statuses mean');
    for (const status of [
      'Open',
      'Pending',
      'Waiting for client',
      'Waiting for colleague',
      'Waiting for supplier',
      'Project',
      'Resolved',
      'Closed',
    ]) {
      expect(within(statuses as HTMLElement).getByText(status, { selector: 'th, th *' })).toBeInTheDocument();
    }
    expect(statuses).toHaveTextContent('Your reply opens the ticket again.');

    expect(sectionOf('Opening hours')).toHaveTextContent('Monday to Friday, 08:30–17:30 (CET).');
    await screen.findByTestId('support-snippet');
  });

  it('shows staff no SLA line and the snippet without numbers, asking for no organization', async () => {
    await setUpI18n('en');
    signInAs(['support']);
    renderIntro();
    expect(
      screen.getByText("Customers see the helpdesk's phone number and e-mail address here."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your service level' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('sla-level')).not.toBeInTheDocument();
    expect(screen.getByText(/only for changes for roaming or core network issues/)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('speaks Dutch, and says when no SLA level is recorded', async () => {
    await setUpI18n('nl');
    signInAs(['financialResponsible'], 7);
    server.on('GET', '/organizations/7', { ...ACME, slaLevel: null });
    renderIntro();
    expect(screen.getByRole('heading', { level: 1, name: 'Introductie helpdesk' })).toBeInTheDocument();
    expect(await screen.findByTestId('sla-level')).toHaveTextContent(
      'Voor uw organisatie is geen serviceniveau (SLA) vastgelegd.',
    );
    expect(await screen.findByTestId('support-snippet')).toHaveTextContent(
      'Hulp nodig? Bel ons op +31 30 123 4567 of mail naar support@provider.example.',
    );
    expect(sectionOf('Urgente tickets')).toHaveTextContent(
      'Kies de prioriteit Urgent alleen voor wijzigingen voor roaming of storingen in het kernnetwerk.',
    );
    expect(sectionOf('Openingstijden')).toHaveTextContent(
      'Maandag tot en met vrijdag, 08.30–17.30 uur (CET).',
    );
    expect(screen.getByRole('link', { name: 'Nieuw ticket aanmaken' })).toHaveAttribute(
      'href',
      '/helpdesk/tickets/new',
    );
  });
});
