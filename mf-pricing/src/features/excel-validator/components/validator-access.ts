import {
  SALES_PRICE_WRITER_ROLES,
  VALIDATOR_ORGANIZATION_ROLES,
  VALIDATOR_PROVIDER_ROLES,
  profilesFor,
  type Role,
  type ValidationProfile,
} from '@portal/domain';
import type { SessionUser } from '@portal/session';

type MaybeUser = SessionUser | null | undefined;

const holdsAny = (user: MaybeUser, roles: readonly Role[]): boolean =>
  !!user && user.roles.some((role) => roles.includes(role));

/** Who uses the validator (spec §2 /excel-validator): super admin, management, authorized to sign. */
export const VALIDATOR_ROLES: readonly Role[] = [
  ...VALIDATOR_PROVIDER_ROLES,
  ...VALIDATOR_ORGANIZATION_ROLES,
];

/** Whether `user` may use the validator at all (spec §2); support and the account manager may not. */
export function canValidate(user: MaybeUser): boolean {
  return holdsAny(user, VALIDATOR_ROLES);
}

/**
 * The profiles `user` may choose, in contract order: staff validators (super admin, management) every profile,
 * authorized to sign users the customer ones (@portal/domain profilesFor).
 */
export function validationProfilesOf(user: MaybeUser): ValidationProfile[] {
  return profilesFor(holdsAny(user, VALIDATOR_PROVIDER_ROLES));
}

/** Whether `user` may apply a valid sales price import (the sales price writers: super admin, management). */
export function canApplySalesPrices(user: MaybeUser): boolean {
  return holdsAny(user, SALES_PRICE_WRITER_ROLES);
}
