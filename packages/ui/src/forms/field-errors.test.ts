import { placeFieldErrors } from './field-errors';

describe('placeFieldErrors (spec §8: field errors on their fields)', () => {
  it('puts errors on the form\'s fields by the first path segment and returns the rest', () => {
    expect(
      placeFieldErrors(
        [
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: 'supplierIds.0', message: 'Unknown supplier.' },
          { field: 'email', message: 'Already in use.' },
          { field: 'customerNumber', message: 'Taken.' },
        ],
        ['email', 'supplierIds'],
      ),
    ).toEqual({
      placed: [
        { name: 'email', errors: ['Please enter a valid email address.', 'Already in use.'] },
        { name: 'supplierIds', errors: ['Unknown supplier.'] },
      ],
      unplaced: [{ field: 'customerNumber', message: 'Taken.' }],
    });
  });
});
