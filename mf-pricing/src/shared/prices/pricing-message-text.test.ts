import { Messages, PricingMessages } from '@portal/domain';
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
