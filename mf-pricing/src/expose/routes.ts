import type { RouteManifest } from '@portal/federation';
import { pricing } from '../routes';

/** The `./routes` expose (ARCHITECTURE §2), emitted as routes.json: the manifest made from src/routes.tsx. */
export const routes: RouteManifest = pricing.manifest;
export default routes;
