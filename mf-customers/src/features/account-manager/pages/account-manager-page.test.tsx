import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import { screen } from '@testing-library/react';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { AccountManagerPage } from './account-manager-page';

const server = fakeApiPerTest();
const SUPPORT = { phone: '+31 30 123 4567', email: 'support@provider.example' };

function renderAccountManager() {
  renderPage(<AccountManagerPage />, { path: '/account-manager', route: '/account-manager' });
}

describe('Account manager (/account-manager, spec §9 help snippet)', () => {
  it('shows the account manager with mailto and tel links and the support snippet', async () => {
    await setUpI18n('en');
    signInAs(['generalResponsible'], 7);
    server.on('GET', '/organizations/7/account-manager', {
      accountManager: { id: 2, name: 'Sam Support', email: 'sam@provider.example', phoneNumber: '030 111 2233' },
      support: SUPPORT,
    });
    renderAccountManager();
    expect(await screen.findByText('Sam Support')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/organizations/7/account-manager')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'sam@provider.example' })).toHaveAttribute('href', 'mailto:sam@provider.example');
    expect(screen.getByRole('link', { name: '030 111 2233' })).toHaveAttribute('href', 'tel:0301112233');
    expect(screen.getByTestId('support-snippet')).toHaveTextContent(
      'Need help? Call us on +31 30 123 4567 or e-mail support@provider.example.',
    );
    expect(screen.getByRole('link', { name: '+31 30 123 4567' })).toHaveAttribute('href', 'tel:+31301234567');
  });

  it('shows an empty state without an account manager, in Dutch', async () => {
    await setUpI18n('nl');
    signInAs(['technicalResponsible'], 7);
    server.on('GET', '/organizations/7/account-manager', { accountManager: null, support: SUPPORT });
    renderAccountManager();
    expect(await screen.findByText('Uw organisatie heeft nog geen accountmanager.')).toBeInTheDocument();
    expect(screen.getByTestId('support-snippet')).toHaveTextContent(
      'Hulp nodig? Bel ons op +31 30 123 4567 of mail naar support@provider.example.',
    );
  });
});
