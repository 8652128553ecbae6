/**
 * A module-level mock of @portal/api for component tests: every resource call is a jest.fn (answer them per
 * test), everything else (normalizeError, the axios instance) is real. Use as
 * `jest.mock('@portal/api', () => jest.requireActual('../../../test/api-module-mock').apiModuleMock())`.
 */
export function apiModuleMock() {
  return {
    ...jest.requireActual('@portal/api'),
    organizationsApi: {
      list: jest.fn(),
      get: jest.fn(),
      create: jest.fn(),
      update: jest.fn(),
      remove: jest.fn(),
      activate: jest.fn(),
      deactivate: jest.fn(),
      company: jest.fn(),
      addUser: jest.fn(),
      exportAddresses: jest.fn(),
      exportUsers: jest.fn(),
    },
    suppliersApi: { list: jest.fn() },
    employeesApi: { list: jest.fn() },
  };
}
