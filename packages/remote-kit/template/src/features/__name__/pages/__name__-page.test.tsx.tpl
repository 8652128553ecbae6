import { screen } from '@testing-library/react';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { __Name__Page } from './__name__-page';

beforeAll(() => setUpI18n());
beforeEach(() => signInAs(['generalResponsible'], 1));

describe('__Name__ page (/__name__)', () => {
  it('shows its title and introduction', async () => {
    renderPage(<__Name__Page />, { path: '/__name__', route: '/__name__' });
    expect(await screen.findByRole('heading', { name: '__Name__' })).toBeInTheDocument();
    expect(screen.getByText(/This is the __Name__ part of the portal/)).toBeInTheDocument();
  });
});
