import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganizationListItem } from '@portal/domain';
import { renderUi } from '../test-utils';
import { OrganizationPicker } from './organization-picker';

const server = fakeApiPerTest();

const ACME: OrganizationListItem = {
  id: 7,
  name: 'Acme Logistics B.V.',
  customerNumber: 'C-1007',
  country: 'Nederland',
  city: 'Utrecht',
  contactPersonName: null,
  isInactive: false,
  isProspect: false,
  isReseller: false,
};
const pageOf = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const BRABANT = { ...ACME, id: 8, name: 'Brabant Metering', customerNumber: 'C-1008' };

/** The option labels antd shows in the open dropdown (not its hidden accessibility list). */
const shownOptions = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent);

jest.setTimeout(30_000);

describe('OrganizationPicker (staff customer search, spec §2)', () => {
  it('while the server searches, offers only the listed customers matching the typed text and shows it is loading', async () => {
    server.on('GET', '/organizations', (request: { params: Record<string, unknown> }) =>
      request.params.search === undefined ? pageOf([ACME, BRABANT]) : new Promise(() => {}),
    );
    const onChange = jest.fn();
    await renderUi(<OrganizationPicker onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Customer' });
    await userEvent.click(picker);
    await waitFor(() => expect(shownOptions()).toEqual(['Acme Logistics B.V. (C-1007)', 'Brabant Metering (C-1008)']));

    await userEvent.type(picker, 'brab');
    // At once, before the search is even sent: the list no longer holds Acme, so it cannot move under the pointer.
    expect(shownOptions()).toEqual(['Brabant Metering (C-1008)']);
    expect(document.querySelector('.anticon-loading')).not.toBeNull();
    await waitFor(() => expect(server.requestsTo('GET', '/organizations').map((r) => r.params.search)).toContain('brab'));

    await userEvent.click(screen.getByText('Brabant Metering (C-1008)', { selector: '.ant-select-item-option-content' }));
    expect(onChange).toHaveBeenCalledWith(8);
  });

  it("shows the server's matches as answered, also those whose label lacks the typed text", async () => {
    server.on('GET', '/organizations', (request: { params: Record<string, unknown> }) =>
      request.params.search === undefined ? pageOf([ACME]) : pageOf([BRABANT]),
    );
    await renderUi(<OrganizationPicker />);
    const picker = screen.getByRole('combobox', { name: 'Customer' });
    await userEvent.click(picker);
    await userEvent.type(picker, 'Eindhoven');
    // The server matched on the city, which the label does not show.
    await waitFor(() => expect(shownOptions()).toEqual(['Brabant Metering (C-1008)']));
    expect(document.querySelector('.anticon-loading')).toBeNull();
  });
});
