import { Route, Routes } from 'react-router-dom';
import { AccountManagerPage } from './features/account-manager/pages/account-manager-page';
import { OrganizationAddressesTab } from './features/addresses/pages/organization-addresses-tab';
import { OwnAddressesPage } from './features/addresses/pages/own-addresses-page';
import { OrganizationContactsTab } from './features/contacts/pages/organization-contacts-tab';
import { EmployeesPage } from './features/employees/pages/employees-page';
import { MoreServicesPage } from './features/more-services/pages/more-services-page';
import { OrganizationDetailLayout } from './features/organizations/detail/organization-detail-layout';
import { OrganizationGeneralTab } from './features/organizations/pages/organization-general-tab';
import { OrganizationNewPage } from './features/organizations/pages/organization-new-page';
import { OrganizationsPage } from './features/organizations/pages/organizations-page';
import { OwnOrganizationPage } from './features/organizations/pages/own-organization-page';
import { PasswordPage } from './features/profile/pages/password-page';
import { ProfilePage } from './features/profile/pages/profile-page';
import { SettingsPage } from './features/profile/pages/settings-page';
import { SubcustomerNewPage } from './features/subcustomers/pages/subcustomer-new-page';
import { SubcustomerPage } from './features/subcustomers/pages/subcustomer-page';
import { SubcustomersTab } from './features/subcustomers/pages/subcustomers-tab';
import { OrganizationSubsystemsTab } from './features/subsystems/pages/organization-subsystems-tab';
import { OrganizationUsersTab } from './features/users/pages/organization-users-tab';
import { OwnUsersPage } from './features/users/pages/own-users-page';

/**
 * The screens of this remote, by full path (the same paths as src/expose/routes.ts). Paths outside this remote
 * render nothing: the parcel briefly sees them while it unmounts (ARCHITECTURE §2). Access is checked by the
 * shell's guard before the parcel mounts; the server enforces it again on every call.
 */
export function CustomersRoutes() {
  return (
    <Routes>
      <Route path="/organizations" element={<OrganizationsPage />} />
      <Route path="/organizations/new" element={<OrganizationNewPage />} />
      <Route path="/organizations/:id" element={<OrganizationDetailLayout />}>
        <Route index element={<OrganizationGeneralTab />} />
        <Route path="address" element={<OrganizationAddressesTab />} />
        <Route path="contacts" element={<OrganizationContactsTab />} />
        <Route path="subcustomers" element={<SubcustomersTab />} />
        <Route path="subcustomers/new" element={<SubcustomerNewPage />} />
        <Route path="subcustomers/:subCustomerId" element={<SubcustomerPage />} />
        <Route path="subsystems" element={<OrganizationSubsystemsTab />} />
        <Route path="users" element={<OrganizationUsersTab />} />
      </Route>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/password" element={<PasswordPage />} />
      <Route path="/profile/organizations/:organizationId/show" element={<OwnOrganizationPage />} />
      <Route path="/profile/organizations/:organizationId/addresses" element={<OwnAddressesPage />} />
      <Route path="/profile/organizations/:organizationId/users" element={<OwnUsersPage />} />
      <Route path="/employees" element={<EmployeesPage />} />
      <Route path="/account-manager" element={<AccountManagerPage />} />
      <Route path="/more-services" element={<MoreServicesPage />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
