import {
  IndexationMessages,
  Messages,
  PriceTierMessages,
  PricingMessages,
  SalesPriceMessages,
  salesPriceOverlapMessage,
} from '@portal/domain';
import { i18n } from '@portal/i18n';
import { setUpI18n } from '../../test/render';
import { pricingMessageText, withPricingMessages } from './pricing-message-text';

const t = ((key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'pricing', ...options })) as never;

describe('pricingMessageText (spec §8 texts in the interface language)', () => {
  afterAll(() => setUpI18n('en'));

  it('says the contract messages in Dutch, keeping a detail the server adds', async () => {
    await setUpI18n('nl');
    expect(pricingMessageText(PricingMessages.unknownSupplier, t)).toBe('Onbekende leverancier.');
    expect(pricingMessageText(`${PricingMessages.ratePlanTaken} (Data NL 1 GB)`, t)).toBe(
      'Er bestaat al een tariefplan met deze leverancier, dit type, deze bundelgrootte en deze zone. (Data NL 1 GB)',
    );
    expect(pricingMessageText('At most 1048576 MB.', t)).toBe('Hoogstens 1.048.576 MB.');
    expect(pricingMessageText(Messages.formIncomplete, t)).toBe(
      'Helaas zijn niet alle velden correct ingevuld.',
    );
    expect(pricingMessageText('Something new.', t)).toBe('Something new.');
  });

  it('says the price tier messages in Dutch, with the value the server filled in, in the Dutch number format', async () => {
    await setUpI18n('nl');
    expect(pricingMessageText(PriceTierMessages.inUse, t)).toBe(
      'Deze prijsstaffel wordt door een indexatie gebruikt en kan niet worden verwijderd.',
    );
    expect(pricingMessageText('Starts right after the previous tier ends (1000).', t)).toBe(
      'Begint direct na het einde van de vorige trede (1.000).',
    );
    expect(pricingMessageText('At most 10000000.', t)).toBe('Hoogstens 10.000.000.');
    expect(pricingMessageText('Add at least one tier.', t)).toBe('Voeg minstens één trede toe.');
    await setUpI18n('en');
    expect(pricingMessageText('Starts right after the previous tier ends (1000).', t)).toBe(
      'Starts right after the previous tier ends (1,000).',
    );
  });

  it('says the sales price messages in Dutch, keeping the clashing row, its invoice line and months as sent', async () => {
    await setUpI18n('nl');
    const overlap = salesPriceOverlapMessage({
      id: 12,
      invoiceLine: 'Data 1 GB',
      startMonth: '202601',
      endMonth: '202612',
    });
    expect(overlap).toBe('Overlaps row 12 (Data 1 GB) from 2026-01 to 2026-12.');
    expect(pricingMessageText(overlap, t)).toBe(
      'Overlapt met regel 12 (Data 1 GB) van 2026-01 tot en met 2026-12.',
    );
    // A row id is not a quantity: no thousands separator.
    const open = salesPriceOverlapMessage({
      id: 12345,
      invoiceLine: 'SMS (NL) per message',
      startMonth: '202603',
      endMonth: null,
    });
    expect(pricingMessageText(open, t)).toBe(
      'Overlapt met regel 12345 (SMS (NL) per message) vanaf 2026-03.',
    );
    expect(pricingMessageText(SalesPriceMessages.endBeforeStart, t)).toBe(
      'De eindmaand mag niet vóór de startmaand liggen.',
    );
    expect(pricingMessageText(SalesPriceMessages.indexation, t)).toBe(
      'Vul een factor in van 0,500 tot en met 3,000 met hoogstens 3 decimalen, bijvoorbeeld 1,035.',
    );
    // Sales and price tiers both have a percentage message: each keeps its own text.
    expect(pricingMessageText(SalesPriceMessages.percentage, t)).toBe(
      'Vul een percentage in met hoogstens 2 decimalen, bijvoorbeeld 3,5.',
    );
    expect(pricingMessageText(PriceTierMessages.percentage, t)).toBe(
      'Vul een percentage in met hoogstens 2 decimalen, van 0 tot en met 1000.',
    );
    expect(pricingMessageText('At most 200 characters.', t)).toBe('Hoogstens 200 tekens.');
    expect(pricingMessageText('This field is required.', t)).toBe('Dit veld is verplicht.');
    await setUpI18n('en');
    expect(pricingMessageText(overlap, t)).toBe(overlap);
  });

  it('says the indexation messages in Dutch, keeping the row id the server filled in (issue 17)', async () => {
    await setUpI18n('nl');
    expect(pricingMessageText(IndexationMessages.neutral, t)).toBe(
      'Een indexatie van 1,000 verandert geen enkele prijs.',
    );
    expect(pricingMessageText(IndexationMessages.closed, t)).toBe('Deze indexatie is afgesloten.');
    expect(pricingMessageText(IndexationMessages.alreadyClosed, t)).toBe('Deze indexatie is al afgesloten.');
    expect(pricingMessageText(IndexationMessages.notIndexed, t)).toBe(
      'Geen van de prijzen van deze klant die in of na de eerste maand lopen, is geïndexeerd.',
    );
    const outOfRange = IndexationMessages.outOfRange.replace('{{id}}', '12345');
    expect(pricingMessageText(outOfRange, t)).toBe(
      'De indexatie van regel 12345 zou buiten 0,500 tot en met 3,000 vallen.',
    );
    await setUpI18n('en');
    expect(pricingMessageText(outOfRange, t)).toBe(
      'The indexation of row 12345 would fall outside 0.500 to 3.000.',
    );
  });

  it('rewrites the messages of a 400 answer in place and leaves other errors alone', async () => {
    await setUpI18n('nl');
    const error = {
      response: {
        status: 400,
        data: {
          errorMessage: Messages.formIncomplete,
          errors: [{ field: 'ratePlan', message: PricingMessages.ratePlanTaken }],
        },
      },
    };
    expect(withPricingMessages(error, t)).toBe(error);
    expect(error.response.data.errors[0]!.message).toBe(
      'Er bestaat al een tariefplan met deze leverancier, dit type, deze bundelgrootte en deze zone.',
    );
    const network = new Error('Network Error');
    expect(withPricingMessages(network, t)).toBe(network);
  });
});
