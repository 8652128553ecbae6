import { pricing } from '../routes';

/** The `./app` expose: single-spa lifecycles the shell mounts as a parcel (ARCHITECTURE §2). */
export const { bootstrap, mount, unmount } = pricing.lifecycles();
