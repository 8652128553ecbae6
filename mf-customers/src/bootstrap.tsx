import { mountStandalone } from '@portal/ui';
import { Root } from './root';

/**
 * Standalone development mount (`pnpm --filter mf-customers dev`): the remote alone with a dev sign-in. In the portal,
 * the shell mounts `./app` instead and this file is not used.
 */
void mountStandalone(Root, 'Customers');
