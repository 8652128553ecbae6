import { customersCatalogs } from './catalogs';

/** Every dotted leaf key of a catalog with its value. */
function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('customers catalogs', () => {
  const en = new Map(leaves(customersCatalogs.en));
  const nl = new Map(leaves(customersCatalogs.nl));

  it('has the same keys in English and Dutch', () => {
    expect([...nl.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !nl.has(key))).toEqual([]);
  });

  it('has a non-empty text for every key in both languages', () => {
    const blank = [...en, ...nl].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(blank).toEqual([]);
  });

  it('uses the spec §8 wording for the messages it shares with the spec', () => {
    expect(en.get('messages.formIncomplete')).toBe('Sorry, not all fields are filled in correctly.');
    expect(en.get('messages.changesSaved')).toBe('Changes saved');
  });
});
