import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n } from '../../../test/render';
import { NEW_ORGANIZATION_VALUES, type OrganizationFormValues } from '../api/organization-input';
import type { OrganizationFormOptions } from '../api/use-organization-form-options';
import { OrganizationForm } from './organization-form';

const OPTIONS: OrganizationFormOptions = {
  suppliers: [{ value: 1, label: 'First Mobile IoT' }],
  employees: [{ value: 2, label: 'Sam Support' }],
  resellers: [],
  loading: false,
};

function renderForm(props: { initialValues?: OrganizationFormValues; readOnly?: boolean; onSave?: jest.Mock }) {
  const onSave = props.onSave ?? jest.fn().mockResolvedValue(undefined);
  renderPage(
    <OrganizationForm
      initialValues={props.initialValues ?? NEW_ORGANIZATION_VALUES}
      options={OPTIONS}
      readOnly={props.readOnly}
      onSave={onSave}
    />,
    { path: '/', route: '/' },
  );
  return onSave;
}

// The full antd form in jsdom takes several seconds per test; more under parallel load.
jest.setTimeout(60_000);

beforeAll(() => setUpI18n('en'));

describe('OrganizationForm (spec §3, §5)', () => {
  it('shows "Sorry, not all fields are filled in correctly." on an empty submit, without saving', async () => {
    const onSave = renderForm({});
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(3);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for the VAT number only when the organization is VAT liable', async () => {
    renderForm({});
    expect(screen.getByLabelText('VAT number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'VAT liable' }));
    await waitFor(() => expect(screen.queryByLabelText('VAT number')).not.toBeInTheDocument());
  });

  it('validates the announcement e-mail address on blur', async () => {
    renderForm({});
    const email = screen.getByLabelText('E-mail address for announcements');
    await userEvent.type(email, 'not-an-address');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('saves the values and shows "Changes saved"', async () => {
    const onSave = renderForm({});
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.type(screen.getByLabelText('Customer number'), 'C-1');
    await userEvent.type(screen.getByLabelText('VAT number'), 'NL001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Acme', customerNumber: 'C-1', vatNumber: 'NL001', country: 'Nederland' }),
    );
  });

  it('shows the values as text, selects by their labels, and no inputs or Save button when read-only', () => {
    renderForm({
      readOnly: true,
      initialValues: { ...NEW_ORGANIZATION_VALUES, name: 'Acme', customerNumber: 'C-7', vatLiable: false, contactPersonId: 2, supplierIds: [1] },
    });
    const row = (label: string) => screen.getByText(label).closest('tr');
    expect(row('Name')).toHaveTextContent('Acme');
    expect(row('Customer number')).toHaveTextContent('C-7');
    expect(screen.getByText('Sam Support')).toBeInTheDocument();
    expect(screen.getByText('First Mobile IoT')).toBeInTheDocument();
    expect(screen.queryByText('VAT number')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
