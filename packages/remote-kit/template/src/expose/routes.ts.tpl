import type { RouteManifest } from '@portal/federation';
import { __name__ } from '../routes';

/** The `./routes` expose (ARCHITECTURE §2), emitted as routes.json: the manifest made from src/routes.tsx. */
export const routes: RouteManifest = __name__.manifest;
export default routes;
