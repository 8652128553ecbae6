import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACME_COMPANY } from '../../../test/fixtures';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OwnOrganizationPage } from './own-organization-page';

const server = fakeApiPerTest();

beforeAll(() => setUpI18n('en'));

describe('OwnOrganizationPage (/profile/organizations/:organizationId/show)', () => {
  it('shows the own organization read-only', async () => {
    server.on('GET', '/organizations/7/company', ACME_COMPANY);
    signInAs(['generalResponsible'], 7);
    renderPage(<OwnOrganizationPage />, {
      path: '/profile/organizations/7/show',
      route: '/profile/organizations/:organizationId/show',
    });
    expect(await screen.findByText('C-1007')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/organizations/7/company')).toHaveLength(1);
    expect(screen.getByText('NL001234567B01')).toBeInTheDocument();
    expect(screen.getByText('12345678')).toBeInTheDocument();
    expect(screen.getByText('NL91ABNA0417164300')).toBeInTheDocument();
    expect(screen.getByText('Gold')).toBeInTheDocument();
    expect(screen.getByText('Sam Support')).toBeInTheDocument();
    expect(screen.getByText(/Stationsplein 12/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('notices@acme.example')).toBeInTheDocument();
    expect(screen.getByText('Your authorized signatory or user manager can change this address.')).toBeInTheDocument();
  });

  it('lets the authorized to sign change the announcement e-mail address, checked before saving', async () => {
    server.on('GET', '/organizations/7/company', ACME_COMPANY);
    server.on('PATCH', '/organizations/7/settings', { id: 7, announcementEmailAddress: 'ops@acme.example' });
    signInAs(['authorizedToSign'], 7);
    renderPage(<OwnOrganizationPage />, {
      path: '/profile/organizations/7/show',
      route: '/profile/organizations/:organizationId/show',
    });
    const email = await screen.findByLabelText('E-mail address for announcements');
    expect(email).toHaveValue('notices@acme.example');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(server.requestsTo('PATCH', '/organizations/7/settings')).toEqual([]);
    await userEvent.clear(email);
    await userEvent.type(email, 'ops@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(server.requestsTo('PATCH', '/organizations/7/settings')).toHaveLength(1));
    expect(server.requestsTo('PATCH', '/organizations/7/settings')[0].body).toEqual({ announcementEmailAddress: 'ops@acme.example' });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });
});
