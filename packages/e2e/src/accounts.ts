/** The demo accounts of the README (seeded on first start). */
export const DEMO_PASSWORD = 'Portal-demo-2026!';

export type Account = { email: string; kind: 'staff' | 'org'; twoFactor: boolean; role: string };

export const ACCOUNTS = {
  admin: { email: 'admin@provider.example', kind: 'staff', twoFactor: false, role: 'super admin' },
  management: { email: 'management@provider.example', kind: 'staff', twoFactor: false, role: 'management' },
  support: { email: 'support@provider.example', kind: 'staff', twoFactor: false, role: 'support' },
  accountManager: { email: 'accountmanager@provider.example', kind: 'staff', twoFactor: false, role: 'account manager' },
  signer: { email: 'signer@acme.example', kind: 'org', twoFactor: true, role: 'authorized to sign' },
  general: { email: 'general@acme.example', kind: 'org', twoFactor: false, role: 'general responsible' },
  tech: { email: 'tech@acme.example', kind: 'org', twoFactor: false, role: 'technical responsible' },
  finance: { email: 'finance@acme.example', kind: 'org', twoFactor: true, role: 'financial responsible' },
  userManager: { email: 'usermanager@acme.example', kind: 'org', twoFactor: true, role: 'user manager' },
} satisfies Record<string, Account>;
