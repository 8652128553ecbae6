import { Route, Routes } from 'react-router-dom';
import { OrganizationNewPage } from './features/organizations/pages/organization-new-page';
import { OrganizationPage } from './features/organizations/pages/organization-page';
import { OrganizationsPage } from './features/organizations/pages/organizations-page';
import { OwnOrganizationPage } from './features/organizations/pages/own-organization-page';

/**
 * The screens of this remote, by full path (the same paths as src/expose/routes.ts). Paths outside this remote
 * render nothing: the parcel briefly sees them while it unmounts (ARCHITECTURE §2). Access is checked by the
 * shell's guard before the parcel mounts.
 */
export function CustomersRoutes() {
  return (
    <Routes>
      <Route path="/organizations" element={<OrganizationsPage />} />
      <Route path="/organizations/new" element={<OrganizationNewPage />} />
      <Route path="/organizations/:id" element={<OrganizationPage />} />
      <Route path="/profile/organizations/:organizationId/show" element={<OwnOrganizationPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
