import { alwaysUsesTwoFactor, organizationRoleFromCode, organizationRoleToCode, providerRoleFromCode } from './roles';

describe('role codes (spec §3)', () => {
  it.each([
    ['0', 'authorizedToSign'],
    ['1', 'generalResponsible'],
    ['2', 'technicalResponsible'],
    ['3', 'financialResponsible'],
    ['4', 'userManager'],
    [4, 'userManager'],
  ])('maps organization code %p to %s', (code, role) => {
    expect(organizationRoleFromCode(code)).toBe(role);
  });

  it.each(['9', '-1', 'x', ''])('maps unknown code %p to authorized to sign', (code) => {
    expect(organizationRoleFromCode(code)).toBe('authorizedToSign');
  });

  it('round-trips names to codes', () => {
    expect(organizationRoleToCode('financialResponsible')).toBe('3');
  });

  it('maps employee codes and refuses unknown ones', () => {
    expect(providerRoleFromCode(3)).toBe('superAdmin');
    expect(providerRoleFromCode(0)).toBe('management');
    expect(providerRoleFromCode(7)).toBeUndefined();
  });
});

describe('alwaysUsesTwoFactor (spec §6)', () => {
  it('is true for authorized to sign, financial responsible and user manager, by name or by code', () => {
    expect(alwaysUsesTwoFactor(['financialResponsible'])).toBe(true);
    expect(alwaysUsesTwoFactor(['1', '4'])).toBe(true);
    expect(alwaysUsesTwoFactor([0])).toBe(true);
  });

  it('is false for general and technical responsible and for staff roles; an unknown code counts as 0', () => {
    expect(alwaysUsesTwoFactor(['generalResponsible', 'technicalResponsible', 'superAdmin'])).toBe(false);
    expect(alwaysUsesTwoFactor(['1', 2])).toBe(false);
    expect(alwaysUsesTwoFactor(['9'])).toBe(true);
  });
});
