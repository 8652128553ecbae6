/** The result page of validation `id` (the second route row of the validator, /excel-validator/:id). */
export const validationPath = (id: number) => `/excel-validator/${id}`;
