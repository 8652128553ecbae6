import { Messages, PriceTierMessages, PricingMessages } from '@portal/domain';
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
