import { PriceTierMessages, PricingMessages, priceTierSetInputSchema } from '@portal/domain';
import { VOLUME_DISCOUNT, VOLUME_PRICES } from '../pages/price-tier-fixtures';
import {
  nextTierRow,
  readTierSetForm,
  tierSetFormValues,
  type PriceTierSetFormValues,
} from './tier-set-form';

const form = (
  tiers: Array<[string, string, string]>,
  kind: 'price' | 'percentage' = 'price',
): PriceTierSetFormValues => ({
  name: ' Volume ',
  description: '',
  kind,
  tiers: tiers.map(([fromQuantity, toQuantity, value]) => ({ fromQuantity, toQuantity, value })),
});

describe('tierSetFormValues (the dialog prefilled)', () => {
  it('starts a new set as kind price with one open tier from 1', () => {
    expect(tierSetFormValues(undefined, 'nl')).toEqual({
      name: '',
      description: '',
      kind: 'price',
      tiers: [{ fromQuantity: '1', toQuantity: '', value: '' }],
    });
  });

  it('shows quantities as digits and values in the locale (no trailing zeros beyond cents / percent)', () => {
    expect(tierSetFormValues(VOLUME_PRICES, 'nl').tiers).toEqual([
      { fromQuantity: '1', toQuantity: '99', value: '2,50' },
      { fromQuantity: '100', toQuantity: '999', value: '2,25' },
      { fromQuantity: '1000', toQuantity: '', value: '1,95' },
    ]);
    expect(tierSetFormValues(VOLUME_DISCOUNT, 'en').tiers.map((tier) => tier.value)).toEqual([
      '100',
      '95',
      '90',
    ]);
  });
});

describe('nextTierRow ("Add tier")', () => {
  it('starts right after the previous tier, in either locale', () => {
    expect(nextTierRow(form([['1', '1.999', '2']]).tiers, 'nl')).toEqual({
      fromQuantity: '2000',
      toQuantity: '',
      value: '',
    });
    expect(nextTierRow(form([['1', '99', '2']]).tiers, 'en').fromQuantity).toBe('100');
  });

  it('leaves from empty after an open-ended tier, and starts at 1 in an empty list', () => {
    expect(nextTierRow(form([['1', '', '2']]).tiers, 'en').fromQuantity).toBe('');
    expect(nextTierRow([], 'en').fromQuantity).toBe('1');
  });
});

describe('readTierSetForm (the payload, and the contract problems before sending)', () => {
  it('reads Dutch values into the wire format the contract accepts', () => {
    const { input, problems } = readTierSetForm(
      form([
        ['1', '99', '2,50'],
        ['100', '1.999', '€ 2,2500'],
        ['2.000', '', '1,9'],
      ]),
      'nl',
    );
    expect(problems).toEqual([]);
    expect(input).toEqual({
      name: 'Volume',
      description: '',
      kind: 'price',
      tiers: [
        { fromQuantity: 1, toQuantity: 99, value: '2.50' },
        { fromQuantity: 100, toQuantity: 1999, value: '2.2500' },
        { fromQuantity: 2000, toQuantity: null, value: '1.9' },
      ],
    });
    expect(priceTierSetInputSchema.safeParse(input).success).toBe(true);
  });

  it('reads percentages with two decimals', () => {
    const { input } = readTierSetForm(
      form(
        [
          ['1', '49', '100'],
          ['50', '', '95,5'],
        ],
        'percentage',
      ),
      'nl',
    );
    expect(input?.tiers.map((tier) => tier.value)).toEqual(['100', '95.5']);
  });

  it('names the contract problems of each field (priceTierProblems): a gap, to before from, open not last', () => {
    expect(
      readTierSetForm(
        form([
          ['1', '99', '2'],
          ['150', '', '1'],
        ]),
        'en',
      ),
    ).toEqual({
      input: null,
      problems: [
        { field: 'tiers.1.fromQuantity', message: 'Starts right after the previous tier ends (100).' },
      ],
    });
    expect(
      readTierSetForm(
        form([
          ['1', '', '2'],
          ['10', '5', '1'],
        ]),
        'en',
      ).problems,
    ).toEqual([
      { field: 'tiers.0.toQuantity', message: PriceTierMessages.openNotLast },
      { field: 'tiers.1.toQuantity', message: PriceTierMessages.toBeforeFrom },
    ]);
  });

  it('names unreadable quantities and values, and still judges the order when only a value is wrong', () => {
    expect(readTierSetForm(form([['0', 'x', '2']]), 'en').problems).toEqual([
      { field: 'tiers.0.fromQuantity', message: PriceTierMessages.quantity },
      { field: 'tiers.0.toQuantity', message: PriceTierMessages.quantity },
    ]);
    expect(readTierSetForm(form([['2', '', '1,2,3']]), 'en').problems).toEqual([
      { field: 'tiers.0.value', message: PricingMessages.priceFormat },
      { field: 'tiers.0.fromQuantity', message: PriceTierMessages.firstFrom },
    ]);
    expect(readTierSetForm(form([['1', '20000000', '1']]), 'en').problems).toEqual([
      { field: 'tiers.0.toQuantity', message: 'At most 10000000.' },
    ]);
    expect(readTierSetForm(form([['1', '', '1000,01']], 'percentage'), 'nl').problems).toEqual([
      { field: 'tiers.0.value', message: PriceTierMessages.percentage },
    ]);
  });

  it('leaves empty required fields to their own rule, without a payload', () => {
    expect(readTierSetForm(form([['', '', '']]), 'en')).toEqual({ input: null, problems: [] });
  });
});
