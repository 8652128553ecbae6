import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import { screen } from '@testing-library/react';
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
  });
});
