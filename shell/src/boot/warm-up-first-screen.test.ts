import { REGISTRY } from '../test/registry-fixtures';
import { loadRemoteApp } from './federation-runtime';
import { warmUpFirstScreen } from './warm-up-first-screen';

jest.mock('./federation-runtime', () => ({ loadRemoteApp: jest.fn(() => Promise.resolve({})) }));
const loadRemoteAppMock = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

/** Issue 18: the first screen's remote starts loading at boot, beside i18n and the session. */
describe('warmUpFirstScreen', () => {
  beforeEach(() => loadRemoteAppMock.mockClear());

  it("starts loading the remote that owns the address (the outlet then finds it loaded)", () => {
    expect(warmUpFirstScreen(REGISTRY, '/organizations/12')).toBe('customers');
    expect(loadRemoteAppMock).toHaveBeenCalledWith('customers');
  });

  it("loads no remote code for the shell's own pages or an unknown address", () => {
    expect(warmUpFirstScreen(REGISTRY, '/login')).toBeUndefined();
    expect(warmUpFirstScreen(REGISTRY, '/no-such-page')).toBeUndefined();
    expect(loadRemoteAppMock).not.toHaveBeenCalled();
  });

});
