import { DOMESTIC_FIELD_STEPS, DOMESTIC_FLOW_STEPS, domesticFormFieldOf } from './domestic-flow';
import { placeStepFieldErrors, reachableStep } from './wizard-steps';

describe('reachableStep (issue 14: no landing past an incomplete step after a reload)', () => {
  const steps = ['customer', 'recipient', 'address', 'summary'] as const;

  it('keeps the stored step when every step before it is complete', () => {
    expect(reachableStep(steps, 'summary', () => true)).toBe('summary');
  });

  it('goes back to the first incomplete step before the stored one', () => {
    expect(reachableStep(steps, 'summary', (step) => step !== 'recipient' && step !== 'address')).toBe(
      'recipient',
    );
    // Later steps do not matter.
    expect(reachableStep(steps, 'recipient', (step) => step !== 'address')).toBe('recipient');
  });

  it('starts at the first step for a step the flow does not know', () => {
    expect(reachableStep(steps, 'package' as never, () => true)).toBe('customer');
  });
});

describe('placeStepFieldErrors (spec §8 field errors back on their step and field)', () => {
  it('puts each error on the step and form field of its server field, and keeps the rest for the summary', () => {
    const placed = placeStepFieldErrors(
      [
        { field: 'insuranceEuros', message: 'Enter the insured amount in euros.' },
        { field: 'address.countryCode', message: 'This address is abroad: use the international shipment.' },
        { field: 'address.countryCode', message: 'Unsupported country.' },
        { field: 'carrier', message: 'Refused.' },
      ],
      DOMESTIC_FLOW_STEPS,
      DOMESTIC_FIELD_STEPS,
      domesticFormFieldOf,
    );
    expect(placed.firstStep).toBe('address');
    expect(placed.byStep).toEqual({
      options: [{ name: ['insuranceEuros'], errors: ['Enter the insured amount in euros.'] }],
      address: [
        {
          name: ['address', 'country'],
          errors: ['This address is abroad: use the international shipment.', 'Unsupported country.'],
        },
      ],
    });
    expect(placed.unplaced).toEqual([{ field: 'carrier', message: 'Refused.' }]);
  });
});
