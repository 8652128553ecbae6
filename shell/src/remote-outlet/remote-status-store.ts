import { create } from 'zustand';

/** What the shell last saw of a remote: `unavailable` after its app failed to load. */
export type RemoteStatus = 'loaded' | 'unavailable';

interface RemoteStatusState {
  statuses: Record<string, RemoteStatus>;
  setStatus: (remote: string, status: RemoteStatus) => void;
}

/** Load status per remote, so the menu can mark the entries of a remote that is down. */
export const useRemoteStatusStore = create<RemoteStatusState>((set) => ({
  statuses: {},
  setStatus: (remote, status) =>
    set((state) =>
      state.statuses[remote] === status ? state : { statuses: { ...state.statuses, [remote]: status } },
    ),
}));
