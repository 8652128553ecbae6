import { pricing } from './routes';

/**
 * Standalone development mount (`pnpm --filter @portal/mf-pricing dev`): the remote alone with a dev sign-in. In
 * the portal, the shell mounts `./app` instead and this file is not used.
 */
void pricing.mountStandalone();
