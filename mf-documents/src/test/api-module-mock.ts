/**
 * A module-level mock of @portal/api for component tests: every resource call this remote makes is a jest.fn
 * (answer them per test), everything else (normalizeError, the axios instance) is real. Use as
 * `jest.mock('@portal/api', () => jest.requireActual('../../../test/api-module-mock').apiModuleMock())`.
 */
export function apiModuleMock() {
  return {
    ...jest.requireActual('@portal/api'),
    documentsApi: {
      listOwn: jest.fn(),
      list: jest.fn(),
      upload: jest.fn(),
      remove: jest.fn(),
      content: jest.fn(),
      download: jest.fn(),
    },
    invoicesApi: {
      list: jest.fn(),
      upload: jest.fn(),
      remove: jest.fn(),
      content: jest.fn(),
      download: jest.fn(),
    },
    organizationsApi: {
      list: jest.fn(),
      get: jest.fn(),
    },
  };
}
