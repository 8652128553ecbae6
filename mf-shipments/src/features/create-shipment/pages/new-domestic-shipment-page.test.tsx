import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { WebshopOrder } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { emptyDomesticDraft, type DomesticDraft } from '../flows/domestic-flow';
import { emptyInternationalDraft } from '../flows/international-flow';
import { DOMESTIC_DRAFT_STORAGE_KEY, useDomesticShipmentStore } from '../stores/domestic-shipment-store';
import { useInternationalShipmentStore } from '../stores/international-shipment-store';
import { ACME, answerCustomerReads, CREATED_DOMESTIC } from './create-shipment-fixtures';
import {
  fill,
  forgetDrafts,
  next,
  onStep,
  pick,
  reloadDrafts,
  summarySection,
  summaryValue,
} from './create-shipment-test-kit';
import { NewDomesticShipmentPage } from './new-domestic-shipment-page';
import { NewInternationalShipmentPage } from './new-international-shipment-page';

jest.setTimeout(90_000);

const server = fakeApiPerTest();
const STAFF_ID = 1;

/** A draft complete up to and including the address: Rita Receiver at Coolsingel 40, Rotterdam. */
const UP_TO_OPTIONS: DomesticDraft = {
  ...emptyDomesticDraft(),
  organizationId: 7,
  subcustomerId: 9,
  recipientName: 'Rita Receiver',
  address: {
    streetName: 'Coolsingel',
    houseNumber: '40',
    zipCode: '3011 AD',
    city: 'Rotterdam',
    country: 'Nederland',
    countryCode: 'NL',
  },
};

/** A complete draft: a parcel with 12 SIMs. */
const COMPLETE: DomesticDraft = { ...UP_TO_OPTIONS, type: 'parcel', simCount: '12', reference: 'PO-4711' };

function renderNew() {
  return renderPage(<NewDomesticShipmentPage />, { path: '/shipments/new', route: '/shipments/new' });
}

/** Both flows on their routes, as in the remote, to follow a carry-over from one to the other. */
function renderBothFlows(path: string) {
  renderPage(
    <Routes>
      <Route path="new" element={<NewDomesticShipmentPage />} />
      <Route path="new/international" element={<NewInternationalShipmentPage />} />
    </Routes>,
    { path, route: '/shipments/*' },
  );
}

/** Starts the domestic flow of the signed-in staff member with `draft` at `step`. */
function startAt(step: 'options' | 'summary' | 'address', draft: DomesticDraft) {
  useDomesticShipmentStore.getState().begin(STAFF_ID, draft, step);
}

beforeEach(async () => {
  forgetDrafts();
  await setUpI18n('en');
  signInAs(['support']);
  answerCustomerReads(server);
  server.on('POST', '/shipments/domestic', reply(201, CREATED_DOMESTIC));
});

describe('NewDomesticShipmentPage (/shipments/new; spec §2 domestic steps, §5, §8; issue 14)', () => {
  it('lets staff pick customer, subcustomer, contact and saved address, and creates the shipment', async () => {
    renderNew();
    expect(await screen.findByRole('heading', { level: 1, name: 'New shipment' })).toBeInTheDocument();
    await onStep('Customer');
    await pick('Customer', 'Acme Logistics B.V. (C-1007)');
    await pick('Subcustomer', 'Acme Rotterdam (Rotterdam)');
    await next();

    await onStep('Recipient');
    await pick('Name on the label', 'Rita Receiver (rita@acme.example)');
    expect(screen.getByRole('combobox', { name: 'Name on the label' })).toHaveValue('Rita Receiver');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+31 10 123 4567');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('rita@acme.example');
    await next();

    await onStep('Address');
    await pick('Saved address', 'Coolsingel 40, 3011 AD, Rotterdam, Nederland');
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('Coolsingel');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('3011 AD');
    await next();

    await onStep('Shipping options');
    await userEvent.click(screen.getByRole('radio', { name: 'Parcel' }));
    await fill('Number of SIMs', '12');
    await fill('Reference', 'PO-4711');
    await next();

    await onStep('Summary');
    expect(summaryValue(summarySection('Customer'), 'Customer')).toBe('Acme Logistics B.V.');
    expect(summaryValue(summarySection('Customer'), 'Subcustomer')).toBe('Acme Rotterdam');
    expect(summaryValue(summarySection('Recipient'), 'Name on the label')).toBe('Rita Receiver');
    expect(summaryValue(summarySection('Address'), 'Address')).toBe('Coolsingel 40, 3011 AD, Rotterdam');
    expect(summaryValue(summarySection('Shipping options'), 'Type')).toBe('Parcel');
    expect(summaryValue(summarySection('Shipping options'), 'Insured amount')).toBe('Not insured');
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));

    expect(await screen.findByRole('heading', { name: 'The shipment is created!' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/shipments/domestic').map((request) => request.body)).toEqual([
      {
        organizationId: 7,
        subcustomerId: 9,
        recipientName: 'Rita Receiver',
        recipientPhone: '+31 10 123 4567',
        recipientEmail: 'rita@acme.example',
        reference: 'PO-4711',
        address: {
          streetName: 'Coolsingel',
          houseNumber: '40',
          zipCode: '3011 AD',
          city: 'Rotterdam',
          country: 'Nederland',
          countryCode: 'NL',
        },
        type: 'parcel',
        simCount: 12,
        insuranceEuros: null,
      },
    ]);
    const trackAndTrace = screen.getByRole('link', { name: '3SACME0000041 (opens in a new tab)' });
    expect(trackAndTrace).toHaveAttribute('href', CREATED_DOMESTIC.trackAndTraceUrl);
    expect(trackAndTrace).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'View the shipment' })).toHaveAttribute('href', '/shipments/41');
    // Created: the draft is gone from the tab.
    expect(sessionStorage.getItem(DOMESTIC_DRAFT_STORAGE_KEY)).toBeNull();

    server.on(
      'GET',
      '/shipments/41/label',
      reply(200, new Blob(['%PDF-1.7']), { 'content-type': 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download label' }));
    await waitFor(() => expect(server.requestsTo('GET', '/shipments/41/label')).toHaveLength(1));
    expect(server.requestsTo('GET', '/shipments/41/label')[0].params).toEqual({ download: '1' });

    await userEvent.click(screen.getByRole('button', { name: 'Create another shipment' }));
    await onStep('Customer');
  });

  it('gives an organization user its own organization, and sends it with a typed recipient and address', async () => {
    signInAs(['generalResponsible'], 7);
    useSessionStore.setState({ organization: ACME });
    renderNew();
    await onStep('Customer');
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getByText('Acme Logistics B.V.')).toBeInTheDocument();
    await next();

    await onStep('Recipient');
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Name on the label' }),
      'Acme BV, attn. J. Jansen',
    );
    await next();

    await onStep('Address');
    await fill('Street', 'Stationsplein');
    await fill('House number', '12');
    await fill('Postal code', '1012 AB');
    await fill('City', 'Amsterdam');
    await next();

    await onStep('Shipping options');
    await userEvent.click(screen.getByRole('radio', { name: 'Registered letter' }));
    await fill('Number of SIMs', '2');
    await next();
    await onStep('Summary');
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    await screen.findByRole('heading', { name: 'The shipment is created!' });
    expect(server.requestsTo('POST', '/shipments/domestic')[0].body).toMatchObject({
      organizationId: 7,
      subcustomerId: null,
      recipientName: 'Acme BV, attn. J. Jansen',
      recipientPhone: null,
      recipientEmail: null,
      reference: null,
      address: { streetName: 'Stationsplein', houseNumber: '12', country: 'Nederland', countryCode: 'NL' },
      type: 'registeredLetter',
      simCount: 2,
    });
    expect(server.requestsTo('GET', '/organizations/7')).toEqual([]);
  });

  it('says "Sorry, not all fields are filled in correctly." and marks the required fields of an incomplete step', async () => {
    renderNew();
    await onStep('Customer');
    await next();
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Customer' })).toBeInTheDocument();
  });

  it('refuses the account manager (reads only, spec §6) with the way back instead of the form', async () => {
    signInAs(['accountManager']);
    renderNew();
    expect(await screen.findByText('You cannot create shipments')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the shipments' }));
    await waitFor(() => expect(currentLocation()).toBe('/shipments'));
  });

  it('takes Enter in a field as Next', async () => {
    startAt('address', { ...UP_TO_OPTIONS, address: emptyDomesticDraft().address });
    useDomesticShipmentStore.getState().goTo('recipient');
    renderNew();
    await onStep('Recipient');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+31 20 123 4567{Enter}');
    await onStep('Address');
  });

  it('advises parcel with more than 10 SIMs in a letter, and switches to parcel', async () => {
    startAt('options', UP_TO_OPTIONS);
    renderNew();
    await onStep('Shipping options');
    await userEvent.click(screen.getByRole('radio', { name: 'Registered letter' }));
    await fill('Number of SIMs', '10');
    expect(screen.queryByText('More than 10 SIMs: choose parcel.')).not.toBeInTheDocument();
    await fill('Number of SIMs', '11');
    expect(await screen.findByText('More than 10 SIMs: choose parcel.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to parcel' }));
    expect(screen.getByRole('radio', { name: 'Parcel' })).toBeChecked();
    expect(screen.queryByText('More than 10 SIMs: choose parcel.')).not.toBeInTheDocument();

    // An insured letter becomes an insured parcel, keeping its insurance.
    await userEvent.click(screen.getByRole('radio', { name: 'Insured letter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to insured parcel' }));
    expect(screen.getByRole('radio', { name: 'Insured parcel' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Insured amount (€)' })).toBeInTheDocument();
  });

  it('asks the insured amount in euros for the insured types only, and sends it', async () => {
    startAt('options', UP_TO_OPTIONS);
    renderNew();
    await onStep('Shipping options');
    for (const type of ['Registered letter', 'Parcel']) {
      await userEvent.click(screen.getByRole('radio', { name: type }));
      expect(screen.queryByRole('textbox', { name: 'Insured amount (€)' })).not.toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('radio', { name: 'Insured parcel' }));
    expect(screen.getByRole('textbox', { name: 'Insured amount (€)' })).toBeInTheDocument();
    await fill('Number of SIMs', '3');
    await next();
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    await fill('Insured amount (€)', '6000');
    await next();
    expect(
      await screen.findByText('Enter an amount above 0 and at most €5,000.00, with at most two decimals.'),
    ).toBeInTheDocument();
    await fill('Insured amount (€)', '1500,50');
    await next();

    await onStep('Summary');
    expect(summaryValue(summarySection('Shipping options'), 'Insured amount')).toBe('€1,500.50');
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    await screen.findByRole('heading', { name: 'The shipment is created!' });
    expect(server.requestsTo('POST', '/shipments/domestic')[0].body).toMatchObject({
      type: 'insuredParcel',
      insuranceEuros: 1500.5,
    });
  });

  it('refuses an address abroad and carries everything over to the international flow', async () => {
    startAt('address', { ...UP_TO_OPTIONS, recipientEmail: 'rita@acme.example' });
    renderBothFlows('/shipments/new');
    await onStep('Address');
    await pick('Saved address', 'Grote Markt 1, 1000, Brussel, België');
    expect(
      await screen.findAllByText('This address is abroad: use the international shipment.'),
    ).not.toHaveLength(0);
    await next();
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Address' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue as an international shipment' }));
    await waitFor(() => expect(currentLocation()).toBe('/shipments/new/international'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New international shipment' }),
    ).toBeInTheDocument();
    expect(useInternationalShipmentStore.getState().draft).toMatchObject({
      organizationId: 7,
      subcustomerId: 9,
      recipientName: 'Rita Receiver',
      recipientEmail: 'rita@acme.example',
      address: { addressLine1: 'Grote Markt 1', postalCode: '1000', city: 'Brussel', countryCode: 'BE' },
    });
    // The international carrier needs a phone number: that step comes first.
    await onStep('Recipient');
    expect(screen.getByRole('combobox', { name: 'Name on the label' })).toHaveValue('Rita Receiver');
    await fill('Phone number', '+32 2 123 45 67');
    await next();
    await onStep('Address');
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('Grote Markt 1');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('1000');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Brussel');
    expect(screen.getByTitle('België')).toBeInTheDocument();
    // The domestic draft was handed over, not kept.
    expect(sessionStorage.getItem(DOMESTIC_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('asks "Are you sure you want to replace the international shipment you were working on?" first, and keeps both drafts on "No"', async () => {
    const inProgress = { ...emptyInternationalDraft(), organizationId: 7, recipientName: 'Jan Janssens' };
    useInternationalShipmentStore.getState().begin(STAFF_ID, inProgress, 'recipient');
    startAt('address', UP_TO_OPTIONS);
    renderBothFlows('/shipments/new');
    await onStep('Address');
    await pick('Saved address', 'Grote Markt 1, 1000, Brussel, België');
    const toInternational = await screen.findByRole('button', {
      name: 'Continue as an international shipment',
    });
    const question = 'Are you sure you want to replace the international shipment you were working on?';

    await userEvent.click(toInternational);
    await userEvent.click(
      within((await screen.findByText(question)).closest('.ant-popover') as HTMLElement).getByRole('button', {
        name: 'No',
      }),
    );
    expect(currentLocation()).toBe('/shipments/new');
    expect(screen.getByRole('heading', { level: 2, name: 'Address' })).toBeInTheDocument();
    expect(useInternationalShipmentStore.getState().draft.recipientName).toBe('Jan Janssens');
    expect(useDomesticShipmentStore.getState().draft.recipientName).toBe('Rita Receiver');

    await userEvent.click(toInternational);
    await userEvent.click(
      within((await screen.findByText(question)).closest('.ant-popover') as HTMLElement).getByRole('button', {
        name: 'Replace',
      }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/shipments/new/international'));
    expect(useInternationalShipmentStore.getState().draft).toMatchObject({
      recipientName: 'Rita Receiver',
      address: { addressLine1: 'Grote Markt 1', city: 'Brussel', countryCode: 'BE' },
    });
    expect(sessionStorage.getItem(DOMESTIC_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("shows a server field error at the summary and on the step's field", async () => {
    server.on(
      'POST',
      '/shipments/domestic',
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'address.zipCode', message: 'Enter a valid Dutch postal code.' }],
      }),
    );
    startAt('summary', COMPLETE);
    renderNew();
    await onStep('Summary');
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect(within(alert).getByText('Enter a valid Dutch postal code.')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Back to Address' }));
    await onStep('Address');
    const zipCode = screen.getByRole('textbox', { name: 'Postal code' });
    await waitFor(() => expect(zipCode).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter a valid Dutch postal code.')).toBeInTheDocument();
  });

  it('shows "Shipment request is invalid." with the carrier\'s reason under it', async () => {
    server.on(
      'POST',
      '/shipments/domestic',
      reply(400, {
        errorMessage: 'Shipment request is invalid.',
        errors: [{ field: 'carrier', message: 'The house number does not exist at this postal code.' }],
      }),
    );
    startAt('summary', COMPLETE);
    renderNew();
    await onStep('Summary');
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Shipment request is invalid.')).toBeInTheDocument();
    expect(
      within(alert).getByText('The house number does not exist at this postal code.'),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Back to Shipping options' }));
    await onStep('Shipping options');
  });

  it('keeps the summary when the carrier cannot be reached (503), so the user can try again', async () => {
    server.on(
      'POST',
      '/shipments/domestic',
      reply(503, { errorMessage: 'The carrier cannot be reached.', errors: [] }),
    );
    startAt('summary', COMPLETE);
    renderNew();
    await onStep('Summary');
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The carrier cannot be reached. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    server.on('POST', '/shipments/domestic', reply(201, CREATED_DOMESTIC));
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByRole('heading', { name: 'The shipment is created!' })).toBeInTheDocument();
  });

  it('opens each step from the summary with Edit', async () => {
    startAt('summary', COMPLETE);
    renderNew();
    await onStep('Summary');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Recipient' }));
    await onStep('Recipient');
    expect(screen.getByRole('combobox', { name: 'Name on the label' })).toHaveValue('Rita Receiver');
  });

  it('keeps step and draft across a reload of the tab (sessionStorage), and starts over on request', async () => {
    startAt('options', UP_TO_OPTIONS);
    const { unmount } = renderNew();
    await onStep('Shipping options');
    await userEvent.click(screen.getByRole('radio', { name: 'Parcel' }));
    await fill('Number of SIMs', '4');
    await next();
    await onStep('Summary');
    unmount();

    await act(() => reloadDrafts());
    renderNew();
    await onStep('Summary');
    expect(summaryValue(summarySection('Shipping options'), 'Number of SIMs')).toBe('4');
    expect(summaryValue(summarySection('Address'), 'Address')).toBe('Coolsingel 40, 3011 AD, Rotterdam');

    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const question = await screen.findByText(
      'Are you sure you want to start over and clear what you entered?',
    );
    await userEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Start over' }),
    );
    await onStep('Customer');
    expect(sessionStorage.getItem(DOMESTIC_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('after a reload, shows the first incomplete step rather than a summary of invalid data', async () => {
    sessionStorage.setItem(
      DOMESTIC_DRAFT_STORAGE_KEY,
      JSON.stringify({
        state: { userId: STAFF_ID, step: 'summary', draft: { ...COMPLETE, recipientName: ' ' } },
        version: 1,
      }),
    );
    await act(() => reloadDrafts());
    renderNew();
    await onStep('Recipient');
    expect(screen.queryByRole('heading', { level: 2, name: 'Summary' })).not.toBeInTheDocument();
  });

  it("never shows another user's draft left in the tab", async () => {
    sessionStorage.setItem(
      DOMESTIC_DRAFT_STORAGE_KEY,
      JSON.stringify({ state: { userId: 99, step: 'summary', draft: COMPLETE }, version: 1 }),
    );
    await act(() => reloadDrafts());
    renderNew();
    await onStep('Customer');
    expect(screen.queryByText('Rita Receiver')).not.toBeInTheDocument();
    expect(useDomesticShipmentStore.getState().draft.recipientName).toBe('');
  });

  it('speaks Dutch: the refusal, the advice and "De zending is aangemaakt!"', async () => {
    await setUpI18n('nl');
    startAt('address', {
      ...UP_TO_OPTIONS,
      address: { ...UP_TO_OPTIONS.address, country: 'Duitsland', countryCode: 'DE' },
    });
    renderNew();
    await onStep('Adres');
    expect(
      await screen.findAllByText('Dit adres ligt in het buitenland: gebruik de buitenlandse zending.'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Verder als buitenlandse zending' })).toBeInTheDocument();

    act(() => useDomesticShipmentStore.getState().begin(STAFF_ID, UP_TO_OPTIONS, 'options'));
    await onStep('Verzendopties');
    await userEvent.click(screen.getByRole('radio', { name: 'Aangetekende brief' }));
    await fill('Aantal simkaarten', '25');
    expect(await screen.findByText('Meer dan 10 simkaarten: kies een pakket.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Overstappen op pakket' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await onStep('Overzicht');
    await userEvent.click(screen.getByRole('button', { name: 'Zending aanmaken' }));
    expect(await screen.findByRole('heading', { name: 'De zending is aangemaakt!' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/shipments/domestic')[0].body).toMatchObject({
      type: 'parcel',
      simCount: 25,
    });
  });

  describe('shipping a webshop order (issue 15)', () => {
    const ORDER: WebshopOrder = {
      id: 42,
      orderNumber: 'WS-000042',
      organizationId: 7,
      organizationName: 'Acme Logistics B.V.',
      productId: 3,
      product: { supplierName: 'NorthSea Mobile IoT', formFactor: 'tripleCut', plan: 'NorthSea IoT 10 MB' },
      quantity: 20,
      addressId: 5,
      address: {
        streetName: 'Coolsingel',
        houseNumber: '40',
        zipCode: '3011 AD',
        city: 'Rotterdam',
        country: 'Nederland',
        countryCode: 'NL',
      },
      reference: 'Fleet Q1',
      remark: null,
      status: 'processing',
      shipment: null,
      orderedBy: { name: 'Tom Tech', email: 'tech@acme.example' },
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };

    it('opens at the shipping options filled from the order and links the shipment to it', async () => {
      server.on('GET', '/webshop/orders/42', reply(200, ORDER));
      renderPage(<NewDomesticShipmentPage />, {
        path: '/shipments/new?webshopOrder=42',
        route: '/shipments/new',
      });
      expect(await screen.findByText('You are shipping webshop order WS-000042.')).toBeInTheDocument();
      await onStep('Shipping options');
      // More than 10 SIMs: a parcel (spec §5).
      expect(screen.getByRole('radio', { name: 'Parcel' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Number of SIMs' })).toHaveValue('20');
      expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('Fleet Q1');
      await next();
      await onStep('Summary');
      await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
      expect(await screen.findByText('Webshop order WS-000042 is shipped.')).toBeInTheDocument();
      expect(server.requestsTo('POST', '/shipments/domestic').map((request) => request.body)).toEqual([
        expect.objectContaining({
          organizationId: 7,
          subcustomerId: null,
          recipientName: 'Acme Logistics B.V., attn. Tom Tech',
          recipientEmail: 'tech@acme.example',
          reference: 'Fleet Q1',
          type: 'parcel',
          simCount: 20,
          webshopOrderId: 42,
        }),
      ]);
      expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute(
        'href',
        '/webshop/orders/42',
      );
    });

    it('asks before replacing another shipment in progress; "Keep my shipment" keeps it', async () => {
      server.on('GET', '/webshop/orders/42', reply(200, ORDER));
      startAt('summary', COMPLETE);
      renderPage(<NewDomesticShipmentPage />, {
        path: '/shipments/new?webshopOrder=42',
        route: '/shipments/new',
      });
      expect(
        await screen.findByText(
          'You are working on another shipment. Replace it with webshop order WS-000042?',
        ),
      ).toBeInTheDocument();
      // Nothing is replaced until the user answers.
      expect(useDomesticShipmentStore.getState().draft).toMatchObject({ reference: 'PO-4711' });
      await userEvent.click(screen.getByRole('button', { name: 'Keep my shipment' }));
      await waitFor(() =>
        expect(
          screen.queryByText('You are working on another shipment. Replace it with webshop order WS-000042?'),
        ).not.toBeInTheDocument(),
      );
      expect(useDomesticShipmentStore.getState().draft).toMatchObject({ reference: 'PO-4711' });
      expect(useDomesticShipmentStore.getState().draft.webshopOrderId).toBeUndefined();
    });

    it('"Replace it" starts the flow from the order', async () => {
      server.on('GET', '/webshop/orders/42', reply(200, ORDER));
      startAt('summary', COMPLETE);
      renderPage(<NewDomesticShipmentPage />, {
        path: '/shipments/new?webshopOrder=42',
        route: '/shipments/new',
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Replace it' }));
      expect(await screen.findByText('You are shipping webshop order WS-000042.')).toBeInTheDocument();
      await onStep('Shipping options');
      expect(useDomesticShipmentStore.getState().draft).toMatchObject({
        webshopOrderId: 42,
        reference: 'Fleet Q1',
      });
    });

    it('starts nothing for an order that is shipped already, and says so', async () => {
      server.on('GET', '/webshop/orders/42', reply(200, { ...ORDER, status: 'shipped' }));
      renderPage(<NewDomesticShipmentPage />, {
        path: '/shipments/new?webshopOrder=42',
        route: '/shipments/new',
      });
      expect(
        await screen.findByText('Webshop order WS-000042 is shipped already and cannot be shipped.'),
      ).toBeInTheDocument();
      await onStep('Customer');
      expect(useDomesticShipmentStore.getState().draft.webshopOrderId).toBeUndefined();
    });
  });
});
