/**
 * A module-level mock of @portal/api for component tests: every function of every `*Api` resource object is a
 * jest.fn (answer them per test), everything else (normalizeError, the axios instance) is real. New resources
 * are mocked without touching this file. Use as
 * `jest.mock('@portal/api', () => jest.requireActual('../../../test/api-module-mock').apiModuleMock())`.
 */
export function apiModuleMock() {
  const actual = jest.requireActual<Record<string, unknown>>('@portal/api');
  const mocked: Record<string, unknown> = { ...actual };
  for (const [name, value] of Object.entries(actual)) {
    if (!name.endsWith('Api') || typeof value !== 'object' || value === null) continue;
    mocked[name] = Object.fromEntries(
      Object.entries(value).map(([key, member]) => [key, typeof member === 'function' ? jest.fn() : member]),
    );
  }
  return mocked;
}
