import {
  AGREEMENT_CATEGORY,
  CONTRACT_AGREEMENT_READER_ROLES,
  CONTRACT_CATEGORIES,
  OWN_CONTRACTS_ROLES,
  contractCategoriesOfRoles,
} from './documents-constants';
import { ORGANIZATION_ROLES, type OrganizationRole } from './roles';

describe('contract categories per organization role (spec §2 /contracts, §6; issue 21 item 7)', () => {
  it('names category 1, "agreements" in spec §3, as the Agreements category', () => {
    expect(AGREEMENT_CATEGORY).toBe(1);
    expect(AGREEMENT_CATEGORY).toBe(CONTRACT_CATEGORIES.agreements);
  });

  const EXPECTED: Record<OrganizationRole, number[]> = {
    authorizedToSign: [0, 1, 2, 3],
    generalResponsible: [],
    technicalResponsible: [],
    financialResponsible: [0, 1, 2, 3],
    userManager: [AGREEMENT_CATEGORY],
  };

  it.each(ORGANIZATION_ROLES)('%s alone', (role) => {
    expect(contractCategoriesOfRoles([role])).toEqual(EXPECTED[role]);
  });

  it('gives a user manager who also holds authorized to sign or financial responsible every category', () => {
    expect(contractCategoriesOfRoles(['userManager', 'financialResponsible'])).toEqual([0, 1, 2, 3]);
    expect(contractCategoriesOfRoles(['authorizedToSign', 'userManager'])).toEqual([0, 1, 2, 3]);
    expect(contractCategoriesOfRoles(['userManager', 'technicalResponsible'])).toEqual([AGREEMENT_CATEGORY]);
    expect(contractCategoriesOfRoles([])).toEqual([]);
  });

  it('opens own contracts to exactly the roles that read a category', () => {
    expect(CONTRACT_AGREEMENT_READER_ROLES).toEqual(['userManager']);
    expect([...OWN_CONTRACTS_ROLES].sort()).toEqual(
      ORGANIZATION_ROLES.filter((role) => contractCategoriesOfRoles([role]).length > 0).sort(),
    );
  });
});
