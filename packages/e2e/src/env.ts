/** What globalSetup hands to the tests (through the environment every worker inherits). */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the e2e globalSetup did not run (use playwright test).`);
  return value;
}

export const baseURL = () => required('E2E_BASE_URL');
export const dataDir = () => required('E2E_DATA_DIR');
