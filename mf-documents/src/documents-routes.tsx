import { Route, Routes } from 'react-router-dom';
import { OrganizationContractsPage } from './features/contracts/pages/organization-contracts-page';
import { OwnContractsPage } from './features/contracts/pages/own-contracts-page';
import { OrganizationInvoicesPage } from './features/invoices/pages/organization-invoices-page';
import { OwnInvoicesPage } from './features/invoices/pages/own-invoices-page';

/**
 * The screens of this remote, by full path (the same paths as src/expose/routes.ts). Paths outside this remote
 * render nothing: the parcel briefly sees them while it unmounts (ARCHITECTURE §2). Access is checked by the
 * shell's guard before the parcel mounts.
 */
export function DocumentsRoutes() {
  return (
    <Routes>
      <Route path="/contracts" element={<OwnContractsPage />} />
      <Route path="/contracts/organizations" element={<OrganizationContractsPage />} />
      <Route path="/invoices" element={<OwnInvoicesPage />} />
      <Route path="/invoices/organizations" element={<OrganizationInvoicesPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
