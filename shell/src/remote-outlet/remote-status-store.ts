import { create } from 'zustand';

/** What the shell last saw of a remote: `loaded` once its app mounted, `unavailable` after it failed to load. */
export type RemoteStatus = 'loaded' | 'unavailable';

interface RemoteStatusState {
  statuses: Record<string, RemoteStatus>;
  /** The build version each remote's mf-manifest.json reports (`metaData.buildInfo.buildVersion`), once fetched. */
  versions: Record<string, string>;
  setStatus: (remote: string, status: RemoteStatus) => void;
  setVersion: (remote: string, version: string) => void;
}

/** Load status and build version per remote: the menu marks the entries of a remote that is down, the Remotes
 * panel lists both. */
export const useRemoteStatusStore = create<RemoteStatusState>((set) => ({
  statuses: {},
  versions: {},
  setStatus: (remote, status) =>
    set((state) =>
      state.statuses[remote] === status ? state : { statuses: { ...state.statuses, [remote]: status } },
    ),
  setVersion: (remote, version) =>
    set((state) =>
      state.versions[remote] === version ? state : { versions: { ...state.versions, [remote]: version } },
    ),
}));
