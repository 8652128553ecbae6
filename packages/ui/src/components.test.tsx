import { i18n, setLocale } from '@portal/i18n';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Button } from 'antd';
import { AddressText, formatAddress } from './address-text';
import { useApiError } from './api-error';
import { ConfirmAction } from './confirm-action';
import { ErrorResult } from './error-result';
import { LanguageSwitch } from './language-switch';
import { renderUi } from './test-utils';

const address = { streetName: 'Stationsplein', houseNumber: '12', zipCode: '1012 AB', city: 'Amsterdam' };

describe('AddressText (spec §3 display format)', () => {
  it('shows "street and house number, zip code, city"', async () => {
    await renderUi(<AddressText address={address} />);
    expect(screen.getByText('Stationsplein 12, 1012 AB, Amsterdam')).toBeInTheDocument();
  });

  it('leaves out empty parts', () => {
    expect(formatAddress({ ...address, houseNumber: '', zipCode: undefined })).toBe('Stationsplein, Amsterdam');
  });

  it('says there is no address, in the interface language', async () => {
    await renderUi(<AddressText address={null} />, { locale: 'nl' });
    expect(screen.getByText('Geen adres')).toBeInTheDocument();
  });
});

describe('ConfirmAction (spec §8 confirmations)', () => {
  it('asks "Are you sure you want to …?" and runs the action only on Yes', async () => {
    const onConfirm = jest.fn();
    await renderUi(
      <ConfirmAction action="remove this address" onConfirm={onConfirm}>
        <Button>Remove</Button>
      </ConfirmAction>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Are you sure you want to remove this address?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('can be used with the keyboard only', async () => {
    const onConfirm = jest.fn();
    await renderUi(
      <ConfirmAction action="delete this file" onConfirm={onConfirm}>
        <Button>Delete</Button>
      </ConfirmAction>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const yes = await screen.findByRole('button', { name: 'Yes' });
    yes.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('asks in Dutch', async () => {
    await renderUi(
      <ConfirmAction action="dit adres verwijderen" onConfirm={jest.fn()}>
        <Button>Verwijderen</Button>
      </ConfirmAction>,
      { locale: 'nl' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Weet u zeker dat u dit adres verwijderen wilt?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ja' })).toBeInTheDocument();
  });
});

describe('LanguageSwitch (spec §1)', () => {
  it('is labelled and switches the interface language', async () => {
    await renderUi(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByText('Nederlands'));
    await waitFor(() => expect(i18n.language).toBe('nl'));
    expect(localStorage.getItem('locale')).toBe('nl');
    expect(screen.getByRole('combobox', { name: 'Taal' })).toBeInTheDocument();
    await act(() => setLocale('en'));
  });
});

const config = { headers: {} } as InternalAxiosRequestConfig;
const httpError = (status: number, data: unknown, extra: Partial<InternalAxiosRequestConfig> = {}) =>
  new AxiosError('failed', 'ERR_BAD_RESPONSE', { ...config, ...extra }, {}, {
    status,
    data,
    statusText: '',
    headers: {},
    config,
  } as AxiosResponse);

function Failing({ error }: { error: unknown }) {
  const showApiError = useApiError();
  return <Button onClick={() => showApiError(error)}>Save</Button>;
}

describe('useApiError (spec §8)', () => {
  it('lists the field errors of a 400', async () => {
    const error = httpError(400, {
      errorMessage: 'Sorry, not all fields are filled in correctly.',
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
    });
    await renderUi(<Failing error={error} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('shows the general text in Dutch with the status text', async () => {
    await renderUi(<Failing error={httpError(409, { errorMessage: 'x', errors: [] })} />, { locale: 'nl' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Er is iets misgegaan. (409)')).toBeInTheDocument();
    await act(() => setLocale('en'));
  });

  it('shows nothing for a 401 (the client already sends the user to /login)', async () => {
    await renderUi(<Failing error={httpError(401, { errorMessage: 'x', errors: [] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});

describe('ErrorResult', () => {
  it('shows the server message and a retry button', async () => {
    const onRetry = jest.fn();
    await renderUi(<ErrorResult error={httpError(500, { message: 'Database is down.' })} onRetry={onRetry} />);
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByText('Database is down.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
