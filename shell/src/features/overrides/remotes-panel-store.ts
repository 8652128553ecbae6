import { create } from 'zustand';

interface RemotesPanelState {
  open: boolean;
  /** Set once opened: the panel (antd) is loaded lazily, the first time it is needed. */
  used: boolean;
  show: () => void;
  hide: () => void;
}

/** Whether the Remotes panel is open; opened from the footer link or Ctrl+Alt+R on any page. */
export const useRemotesPanelStore = create<RemotesPanelState>((set) => ({
  open: false,
  used: false,
  show: () => set({ open: true, used: true }),
  hide: () => set({ open: false }),
}));
