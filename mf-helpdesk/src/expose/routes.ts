import type { RouteManifest } from '@portal/federation';
import { helpdesk } from '../routes';

/** The `./routes` expose (ARCHITECTURE §2), emitted as routes.json: the manifest made from src/routes.tsx. */
export const routes: RouteManifest = helpdesk.manifest;
export default routes;
