import { profileApi } from '@portal/api';
import { screen } from '@testing-library/react';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { AccountManagerPage } from './account-manager-page';

jest.mock('@portal/api', () => jest.requireActual('../../../test/api-module-mock').apiModuleMock());

const accountManager = profileApi.accountManager as jest.Mock;
const SUPPORT = { phone: '+31 30 123 4567', email: 'support@provider.example' };

function renderAccountManager() {
  renderPage(<AccountManagerPage />, { path: '/account-manager', route: '/account-manager' });
}

beforeEach(() => jest.clearAllMocks());

describe('Account manager (/account-manager, spec §9 help snippet)', () => {
  it('shows the account manager with mailto and tel links and the support snippet', async () => {
    await setUpI18n('en');
    signInAs(['generalResponsible'], 7);
    accountManager.mockResolvedValue({
      accountManager: { id: 2, name: 'Sam Support', email: 'sam@provider.example', phoneNumber: '030 111 2233' },
      support: SUPPORT,
    });
    renderAccountManager();
    expect(await screen.findByText('Sam Support')).toBeInTheDocument();
    expect(accountManager).toHaveBeenCalledWith(7);
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
    accountManager.mockResolvedValue({ accountManager: null, support: SUPPORT });
    renderAccountManager();
    expect(await screen.findByText('Uw organisatie heeft nog geen accountmanager.')).toBeInTheDocument();
    expect(screen.getByTestId('support-snippet')).toHaveTextContent(
      'Hulp nodig? Bel ons op +31 30 123 4567 of mail naar support@provider.example.',
    );
  });
});
