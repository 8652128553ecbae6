import { ShipmentMessages } from '@portal/domain';
import { apiErrorText } from '@portal/ui';
import type { TFunction } from 'i18next';

const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(ShipmentMessages).map(([key, text]): [string, string] => [text, key]),
);

/**
 * A server text in the interface language (spec §8: a missing translation falls back to the original): the
 * shipment messages (ShipmentMessages, e.g. "This address is abroad: use the international shipment.") from this
 * remote's catalog (@portal/i18n does not know them yet), anything else as @portal/ui shows API errors
 * (`apiErrorText`: the spec §8 messages, "Something went wrong. (Service Unavailable)"). `t` is this remote's
 * translation function.
 */
export function shipmentMessageText(text: string, t: TFunction): string {
  const key = KEY_BY_TEXT.get(text);
  return key ? t(`createShipment.serverMessages.${key}`) : apiErrorText({ message: text });
}
