import { createRemoteLifecycles } from '@portal/federation';
import { Root } from '../root';

/** The `./app` expose: single-spa lifecycles the shell mounts as a parcel (ARCHITECTURE §2). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(Root);
