import {
  BUNDLE_SIZE_MAX_MB,
  IndexationMessages,
  PRICE_TIER_QUANTITY_MAX,
  PRICE_TIERS_MAX,
  PriceTierMessages,
  PricingMessages,
  RATE_PLAN_MAX,
} from '@portal/domain';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PRICING_SERVER_MESSAGES } from '../shared/prices/pricing-message-text';
import { pricingCatalogs } from './catalogs';

/** Every dotted leaf key of a catalog with its value. */
function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The source files of this remote (tests excluded). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('pricing catalogs', () => {
  const en = new Map(leaves(pricingCatalogs.en));
  const nl = new Map(leaves(pricingCatalogs.nl));

  it('has the same keys in English and Dutch, each with a text', () => {
    expect([...nl.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !nl.has(key))).toEqual([]);
    expect([...en, ...nl].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual(
      [],
    );
  });

  it('has a text for every key the screens name literally, t("…") (a missing one shows the raw key)', () => {
    const root = path.resolve(__dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?<![.\w])t\(\s*'([a-zA-Z0-9_.]+)'/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    // Plural keys live as key_one / key_other.
    const known = (key: string) => en.has(key) || (en.has(`${key}_one`) && en.has(`${key}_other`));
    expect([...used].filter((key) => !known(key)).sort()).toEqual([]);
  });

  it('says the contract messages word for word in English (@portal/domain pricing, price tiers, indexations), and each in Dutch', () => {
    const fill = (text: unknown) =>
      String(text)
        .replace('{{max}}', String(BUNDLE_SIZE_MAX_MB))
        .replace('{{ratePlanMax}}', String(RATE_PLAN_MAX))
        .replace('{{quantityMax}}', String(PRICE_TIER_QUANTITY_MAX))
        .replace('{{tiersMax}}', String(PRICE_TIERS_MAX));
    for (const [key, text] of Object.entries(PRICING_SERVER_MESSAGES)) {
      expect([key, fill(en.get(`prices.serverMessages.${key}`))]).toEqual([key, text]);
      expect([key, nl.get(`prices.serverMessages.${key}`)]).not.toEqual([
        key,
        en.get(`prices.serverMessages.${key}`),
      ]);
    }
    expect(Object.keys(PRICING_SERVER_MESSAGES)).toEqual(
      expect.arrayContaining([...Object.keys(PricingMessages), ...Object.keys(PriceTierMessages)]),
    );
    expect(Object.values(PRICING_SERVER_MESSAGES)).toEqual(
      expect.arrayContaining(Object.values(IndexationMessages)),
    );
  });
});
