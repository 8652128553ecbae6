import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { useSessionStore } from '@portal/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { emptyDomesticDraft } from '../flows/domestic-flow';
import { emptyInternationalDraft, type InternationalDraft } from '../flows/international-flow';
import { useDomesticShipmentStore } from '../stores/domestic-shipment-store';
import {
  INTERNATIONAL_DRAFT_STORAGE_KEY,
  useInternationalShipmentStore,
} from '../stores/international-shipment-store';
import { ACME, answerCustomerReads, CREATED_INTERNATIONAL, RATE } from './create-shipment-fixtures';
import {
  fill,
  forgetDrafts,
  next,
  onStep,
  pick,
  reloadDrafts,
  shownChoice,
  summarySection,
  summaryValue,
} from './create-shipment-test-kit';
import { NewDomesticShipmentPage } from './new-domestic-shipment-page';
import { NewInternationalShipmentPage } from './new-international-shipment-page';

jest.setTimeout(90_000);

const server = fakeApiPerTest();
const STAFF_ID = 1;

/** A draft complete up to and including the address: Jan Janssens at Grote Markt 1, Brussel. */
const UP_TO_PACKAGE: InternationalDraft = {
  ...emptyInternationalDraft(),
  organizationId: 7,
  recipientName: 'Jan Janssens',
  recipientPhone: '+32 2 123 45 67',
  address: {
    addressLine1: 'Grote Markt 1',
    postalCode: '1000',
    city: 'Brussel',
    stateProvinceCode: '',
    countryCode: 'BE',
  },
};

/** A complete draft: a 24 × 36 × 14 cm box of 2.5 kg, UPS Saver. */
const COMPLETE: InternationalDraft = {
  ...UP_TO_PACKAGE,
  package: {
    boxType: '24x36x14',
    weightKg: '2,5',
    lengthCm: '24',
    widthCm: '36',
    heightCm: '14',
    productDescription: 'IoT SIM cards',
  },
  serviceCode: '65',
};

/** The rate request of {@link COMPLETE}. */
const COMPLETE_RATE_INPUT = {
  organizationId: 7,
  subcustomerId: null,
  recipientName: 'Jan Janssens',
  recipientPhone: '+32 2 123 45 67',
  recipientEmail: null,
  reference: null,
  address: {
    addressLine1: 'Grote Markt 1',
    postalCode: '1000',
    city: 'Brussel',
    stateProvinceCode: null,
    countryCode: 'BE',
  },
  serviceCode: '65',
  package: {
    boxType: '24x36x14',
    weightKg: 2.5,
    lengthCm: 24,
    widthCm: 36,
    heightCm: 14,
    productDescription: 'IoT SIM cards',
  },
};

function renderNew() {
  return renderPage(<NewInternationalShipmentPage />, {
    path: '/shipments/new/international',
    route: '/shipments/new/international',
  });
}

/** Both flows on their routes, as in the remote, starting at the international flow. */
function renderBothFlows() {
  renderPage(
    <Routes>
      <Route path="new" element={<NewDomesticShipmentPage />} />
      <Route path="new/international" element={<NewInternationalShipmentPage />} />
    </Routes>,
    { path: '/shipments/new/international', route: '/shipments/*' },
  );
}

/** Starts the international flow of the signed-in staff member with `draft` at `step`. */
function startAt(step: 'address' | 'package' | 'summary', draft: InternationalDraft) {
  useInternationalShipmentStore.getState().begin(STAFF_ID, draft, step);
}

beforeEach(async () => {
  forgetDrafts();
  await setUpI18n('en');
  signInAs(['support']);
  answerCustomerReads(server);
  server.on('POST', '/shipments/international/rate', RATE);
  server.on('POST', '/shipments/international', reply(201, CREATED_INTERNATIONAL));
});

describe('NewInternationalShipmentPage (/shipments/new/international; spec §3 International package, §5, §8; issue 14)', () => {
  it('takes staff through every step, shows the carrier’s price and delivery time, and confirms that total', async () => {
    let answerRate: () => void = () => undefined;
    server.on(
      'POST',
      '/shipments/international/rate',
      () => new Promise((resolve) => (answerRate = () => resolve(RATE))),
    );
    renderNew();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New international shipment' }),
    ).toBeInTheDocument();
    await onStep('Customer');
    await pick('Customer', 'Acme Logistics B.V. (C-1007)');
    await next();

    await onStep('Recipient');
    await userEvent.type(screen.getByRole('combobox', { name: 'Name on the label' }), 'Jan Janssens');
    await next();
    // The international carrier needs the phone number.
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    await fill('Phone number', '12');
    await next();
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    await fill('Phone number', '+32 2 123 45 67');
    await next();

    await onStep('Address');
    await fill('Address line 1', 'Grote Markt 1');
    await fill('Postal code', '1000');
    await fill('City', 'Brussel');
    await pick('Country', 'België');
    expect(screen.queryByRole('textbox', { name: 'State or province code' })).not.toBeInTheDocument();
    await next();

    await onStep('Package');
    await pick('Box type', '24 × 36 × 14 cm');
    expect(screen.getByRole('textbox', { name: 'Length (cm)' })).toHaveValue('24');
    expect(screen.getByRole('textbox', { name: 'Width (cm)' })).toHaveValue('36');
    expect(screen.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('14');
    await fill('Weight (kg)', '2,5');
    await fill('Product description', 'IoT SIM cards');
    await pick('Service', '65 Saver');
    await next();

    await onStep('Summary');
    // Nothing to confirm before the carrier named its price.
    expect(await screen.findByText('Asking the carrier for the price…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and create' })).toBeDisabled();
    act(() => answerRate());
    const price = await waitFor(() => summarySection('Price'));
    expect(summaryValue(price, 'Total')).toBe('€42.50');
    expect(summaryValue(price, 'Delivery')).toBe('In 2 business days');
    expect(summaryValue(price, 'Billable weight')).toBe('2.5 kg');
    expect(server.requestsTo('POST', '/shipments/international/rate').map((request) => request.body)).toEqual(
      [COMPLETE_RATE_INPUT],
    );
    expect(summaryValue(summarySection('Package'), 'Service')).toBe('65 Saver');
    expect(summaryValue(summarySection('Address'), 'Country')).toBe('België');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create' }));
    expect(await screen.findByRole('heading', { name: 'The shipment is created!' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/shipments/international').map((request) => request.body)).toEqual([
      { ...COMPLETE_RATE_INPUT, expectedTotalCents: 4250 },
    ]);
    expect(screen.getByRole('link', { name: '1Z999AA10123456799 (opens in a new tab)' })).toHaveAttribute(
      'href',
      CREATED_INTERNATIONAL.trackAndTraceUrl,
    );
    expect(screen.getByRole('link', { name: 'View the shipment' })).toHaveAttribute('href', '/shipments/42');
    expect(sessionStorage.getItem(INTERNATIONAL_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('sends an organization user’s shipment for its own organization', async () => {
    signInAs(['technicalResponsible'], 7);
    useSessionStore.setState({ organization: ACME });
    useInternationalShipmentStore.getState().begin(1, { ...COMPLETE, organizationId: undefined }, 'summary');
    renderNew();
    await onStep('Summary');
    expect(summaryValue(summarySection('Customer'), 'Customer')).toBe('Acme Logistics B.V.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm and create' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create' }));
    await screen.findByRole('heading', { name: 'The shipment is created!' });
    expect(server.requestsTo('POST', '/shipments/international')[0].body).toMatchObject({
      organizationId: 7,
    });
  });

  it('fills length, width and height from a box type, and drops the box type when a side changes', async () => {
    startAt('package', UP_TO_PACKAGE);
    renderNew();
    await onStep('Package');
    expect(shownChoice('Box type')).toBe('Own size');
    await pick('Box type', '14 × 17 × 9 cm');
    expect(screen.getByRole('textbox', { name: 'Length (cm)' })).toHaveValue('14');
    expect(screen.getByRole('textbox', { name: 'Width (cm)' })).toHaveValue('17');
    expect(screen.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('9');
    await pick('Box type', '36 × 53 × 29 cm');
    expect(screen.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('29');

    await fill('Height (cm)', '30');
    expect(shownChoice('Box type')).toBe('Own size');
    await fill('Weight (kg)', '80');
    await next();
    expect(
      await screen.findByText('Enter a weight above 0 and at most 70 kg, with at most two decimals.'),
    ).toBeInTheDocument();
  });

  it('shows and requires the state or province code only for countries that need one', async () => {
    startAt('address', { ...UP_TO_PACKAGE, address: { ...UP_TO_PACKAGE.address, countryCode: 'US' } });
    renderNew();
    await onStep('Address');
    const state = screen.getByRole('textbox', { name: 'State or province code' });
    await next();
    await waitFor(() => expect(state).toHaveAttribute('aria-invalid', 'true'));
    await fill('State or province code', 'ny');
    await next();
    await onStep('Package');
    expect(useInternationalShipmentStore.getState().draft.address).toMatchObject({
      countryCode: 'US',
      stateProvinceCode: 'ny',
    });
    act(() => useInternationalShipmentStore.getState().goTo('address'));
    await onStep('Address');
    await pick('Country', 'Duitsland');
    expect(screen.queryByRole('textbox', { name: 'State or province code' })).not.toBeInTheDocument();
  });

  it('refuses a Dutch address and carries everything over to the domestic flow', async () => {
    startAt('address', { ...UP_TO_PACKAGE, recipientEmail: 'jan@example.be', reference: 'PO-1' });
    renderBothFlows();
    await onStep('Address');
    await fill('Address line 1', 'Keizersgracht 123 A');
    await fill('Postal code', '1015 CJ');
    await fill('City', 'Amsterdam');
    await pick('Country', 'Nederland');
    expect(
      await screen.findAllByText('This address is in the Netherlands: use the domestic shipment.'),
    ).not.toHaveLength(0);
    await next();
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue as a domestic shipment' }));
    await waitFor(() => expect(currentLocation()).toBe('/shipments/new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New shipment' })).toBeInTheDocument();
    await onStep('Address');
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('Keizersgracht');
    expect(screen.getByRole('textbox', { name: 'House number' })).toHaveValue('123 A');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('1015 CJ');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Amsterdam');
    expect(useDomesticShipmentStore.getState().draft).toMatchObject({
      organizationId: 7,
      recipientName: 'Jan Janssens',
      recipientPhone: '+32 2 123 45 67',
      recipientEmail: 'jan@example.be',
      reference: 'PO-1',
      address: { country: 'Nederland', countryCode: 'NL' },
    });
    expect(sessionStorage.getItem(INTERNATIONAL_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('asks in Dutch before a Dutch address replaces a domestic shipment in progress', async () => {
    await setUpI18n('nl');
    const inProgress = { ...emptyDomesticDraft(), organizationId: 7, recipientName: 'Rita Receiver' };
    useDomesticShipmentStore.getState().begin(STAFF_ID, inProgress, 'recipient');
    const amsterdam = { addressLine1: 'Stationsplein 12', postalCode: '1012 AB', city: 'Amsterdam' };
    startAt('address', {
      ...UP_TO_PACKAGE,
      address: { ...UP_TO_PACKAGE.address, ...amsterdam, countryCode: 'NL' },
    });
    renderBothFlows();
    await onStep('Adres');
    await userEvent.click(await screen.findByRole('button', { name: 'Verder als binnenlandse zending' }));
    const question = await screen.findByText(
      'Weet u zeker dat u de binnenlandse zending waaraan u werkte vervangen wilt?',
    );
    await userEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Vervangen' }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/shipments/new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuwe zending' })).toBeInTheDocument();
    expect(useDomesticShipmentStore.getState().draft).toMatchObject({
      recipientName: 'Jan Janssens',
      address: { streetName: 'Stationsplein', houseNumber: '12', city: 'Amsterdam', countryCode: 'NL' },
    });
    expect(sessionStorage.getItem(INTERNATIONAL_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('shows "Unsupported country." at the summary with a way back to the address, where the country is marked', async () => {
    server.on(
      'POST',
      '/shipments/international/rate',
      reply(400, {
        errorMessage: 'Unsupported country.',
        errors: [{ field: 'address.countryCode', message: 'Unsupported country.' }],
      }),
    );
    startAt('summary', COMPLETE);
    renderNew();
    await onStep('Summary');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unsupported country.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and create' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Back to Address' }));
    await onStep('Address');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Unsupported country.')).toBeInTheDocument();
  });

  it('shows "Shipment request is invalid." with the carrier’s reason under it, and asks again on request', async () => {
    server.on(
      'POST',
      '/shipments/international/rate',
      reply(400, {
        errorMessage: 'Shipment request is invalid.',
        errors: [{ field: 'carrier', message: 'The postal code does not match the city.' }],
      }),
    );
    startAt('summary', COMPLETE);
    renderNew();
    await onStep('Summary');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Shipment request is invalid.')).toBeInTheDocument();
    expect(within(alert).getByText('The postal code does not match the city.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Back to Address' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Back to Package' })).toBeInTheDocument();

    server.on('POST', '/shipments/international/rate', RATE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Ask for the price again' }));
    expect(summaryValue(await waitFor(() => summarySection('Price')), 'Total')).toBe('€42.50');
  });

  it('shows the new total when the carrier’s price changed before confirming, and confirms that one', async () => {
    let rateCalls = 0;
    server.on('POST', '/shipments/international/rate', () => {
      rateCalls += 1;
      return rateCalls === 1 ? RATE : { ...RATE, totalCents: 4875 };
    });
    server.on('POST', '/shipments/international', (request: { body: { expectedTotalCents: number } }) =>
      request.body.expectedTotalCents === 4875
        ? reply(201, CREATED_INTERNATIONAL)
        : reply(400, {
            errorMessage: 'Sorry, not all fields are filled in correctly.',
            errors: [
              {
                field: 'expectedTotalCents',
                message: "The carrier's price has changed. Check the new total and confirm again.",
              },
            ],
          }),
    );
    startAt('summary', COMPLETE);
    renderNew();
    await onStep('Summary');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm and create' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create' }));
    expect(
      await screen.findByText("The carrier's price has changed. Check the new total and confirm again."),
    ).toBeInTheDocument();
    await waitFor(() => expect(summaryValue(summarySection('Price'), 'Total')).toBe('€48.75'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create' }));
    await screen.findByRole('heading', { name: 'The shipment is created!' });
    expect(
      server
        .requestsTo('POST', '/shipments/international')
        .map((request) => (request.body as { expectedTotalCents: number }).expectedTotalCents),
    ).toEqual([4250, 4875]);
  });

  it('keeps step and draft across a reload of the tab (sessionStorage)', async () => {
    startAt('package', UP_TO_PACKAGE);
    const { unmount } = renderNew();
    await onStep('Package');
    await pick('Box type', '16 × 21 × 8 cm');
    await fill('Weight (kg)', '0,75');
    await fill('Product description', 'SIM cards');
    await pick('Service', '07 Express');
    await next();
    await onStep('Summary');
    unmount();

    await act(() => reloadDrafts());
    renderNew();
    await onStep('Summary');
    expect(summaryValue(summarySection('Package'), 'Length × width × height')).toBe('16 × 21 × 8 cm');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await onStep('Package');
    expect(screen.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('0,75');
    expect(shownChoice('Service')).toBe('07 Express');
    expect(shownChoice('Box type')).toBe('16 × 21 × 8 cm');
  });

  it('shows the total in Dutch number format, in Dutch', async () => {
    await setUpI18n('nl');
    startAt('summary', COMPLETE);
    renderNew();
    await onStep('Overzicht');
    const price = await waitFor(() => summarySection('Prijs'));
    expect(summaryValue(price, 'Totaal')).toBe('€\u00a042,50');
    expect(summaryValue(price, 'Bezorging')).toBe('Binnen 2 werkdagen');
    expect(summaryValue(price, 'Gewicht waarover u betaalt')).toBe('2,5 kg');
    expect(screen.getByRole('button', { name: 'Bevestigen en aanmaken' })).toBeInTheDocument();
  });
});
