import { ShipmentMessages } from '@portal/domain';
import { i18n } from '@portal/i18n';
import { setUpI18n } from '../../../test/render';
import { shipmentMessageText } from './shipment-message-text';
import { shipmentsI18n } from '../../../i18n/catalogs';

/** This remote's `t` in the language set up. */
const t = () => i18n.getFixedT(null, shipmentsI18n.namespace);

describe("shipmentMessageText (the server's shipment messages in the interface language; spec §8)", () => {
  it('has every ShipmentMessages text word for word in English, and in Dutch', async () => {
    await setUpI18n('en');
    for (const text of Object.values(ShipmentMessages)) expect(shipmentMessageText(text, t())).toBe(text);
    await setUpI18n('nl');
    for (const text of Object.values(ShipmentMessages)) expect(shipmentMessageText(text, t())).not.toBe(text);
  });

  it('says "Unknown organization." as "Onbekende organisatie." in Dutch', async () => {
    await setUpI18n('nl');
    expect(shipmentMessageText('Unknown organization.', t())).toBe('Onbekende organisatie.');
  });
});
