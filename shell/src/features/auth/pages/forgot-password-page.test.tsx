import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/api-mock';
import { renderShell, setUpI18n } from '../../../test/render-shell';

jest.mock('../../../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(() => new Promise(() => undefined)),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));

describe('/forgot-password (spec §5)', () => {
  beforeAll(() => setUpI18n('en'));

  it('shows "E-mail address is empty." without calling the server', async () => {
    const server = mockApi(() => ({ status: 204 }));
    renderShell('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail address is empty.');
    expect(server.requests).toHaveLength(0);
    server.restore();
  });

  it('refuses an address that is not an e-mail address, on the field and without calling the server', async () => {
    const server = mockApi(() => ({ status: 204 }));
    renderShell('/forgot-password');
    const email = await screen.findByLabelText('E-mail address');
    await userEvent.type(email, 'bad-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, not all fields are filled in correctly.');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.queryByText('An e-mail is sent.')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    server.restore();
  });

  it('asks the server for a reset link and shows "An e-mail is sent."', async () => {
    const server = mockApi((r) => (r.url === '/users/resetPassword' ? { status: 204 } : undefined));
    renderShell('/forgot-password');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'general@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('An e-mail is sent.')).toBeInTheDocument();
    expect(server.requests).toEqual([
      expect.objectContaining({ method: 'POST', url: '/users/resetPassword', params: { email: 'general@acme.example' } }),
    ]);
    server.restore();
  });
});
