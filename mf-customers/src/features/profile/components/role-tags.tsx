import { EmployeeRoleCode, isOrganizationRole, isProviderRole, OrganizationRoleCode } from '@portal/domain';
import { Flex, Tag } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';

/** Props of {@link RoleTags}. */
export interface RoleTagsProps {
  /** Role names as in the session (spec §3 role codes by name, e.g. `authorizedToSign`, `superAdmin`). */
  roles: readonly string[];
}

/** The signed-in user's own authorization as tags, in the interface language (core catalog role labels). */
export function RoleTags({ roles }: RoleTagsProps) {
  const { t } = useCustomersTranslation();
  return (
    <Flex gap={4} wrap>
      {roles.map((role) => {
        const label = isOrganizationRole(role)
          ? t(`roles.${OrganizationRoleCode[role]}`)
          : isProviderRole(role)
            ? t(`employeeRoles.${EmployeeRoleCode[role]}`)
            : role;
        return <Tag key={role}>{label}</Tag>;
      })}
    </Flex>
  );
}
