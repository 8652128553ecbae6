/**
 * The demo seed has fewer customers than one page (20). The list journeys need more than a page, so globalSetup
 * adds active filler customers through the API (as the super admin) until there are at least `min`.
 */
export async function ensureCustomers(baseURL: string, min = 26): Promise<void> {
  const login = await fetch(`${baseURL}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@provider.example', password: 'Portal-demo-2026!' }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = await fetch(`${baseURL}/api/organizations?page=1&pageSize=1`, { headers });
  if (!list.ok) throw new Error(`GET /api/organizations: ${list.status} ${await list.text()}`);
  const { total } = (await list.json()) as { total: number };
  const cities = ['Utrecht', 'Gent', 'Köln', 'Lille', 'Leeds'];
  const countries = ['Nederland', 'België', 'Duitsland', 'Frankrijk', 'Verenigd Koninkrijk'];
  for (let i = total; i < min; i++) {
    const n = String(i + 1).padStart(2, '0');
    const response = await fetch(`${baseURL}/api/organizations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Filler ${cities[i % cities.length]} ${n} B.V.`,
        customerNumber: `900${n}`,
        country: countries[i % countries.length],
        vatLiable: false,
      }),
    });
    if (response.status !== 201) throw new Error(`POST /api/organizations: ${response.status} ${await response.text()}`);
  }
}
