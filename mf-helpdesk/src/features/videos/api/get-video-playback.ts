import { api } from '@portal/api';
import type { VideoPlayback } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /videos/{id}/playback (uploaded videos only): a same-origin URL such as `/api/videos/3/stream?token=…`, signed
 * for this video and session until `expiresAt` (ISO), for a `<video src>` (which cannot send the Authorization
 * header; the browser then asks for byte ranges itself, so the viewer can seek). Rejects with the axios error.
 */
export async function getVideoPlayback(id: number): Promise<VideoPlayback> {
  const { data } = await api.get<VideoPlayback>(`/videos/${id}/playback`);
  return data;
}

/**
 * The playback URL of video `id`, asked for when the player mounts. Kept unchanged while the player is open (a
 * refetch would swap the `src` and restart the video) and forgotten when it closes, so each opening gets a fresh,
 * unexpired URL. `refetch()` asks for a new one (after the old one expired).
 */
export function useVideoPlaybackQuery(id: number) {
  return useQuery({
    queryKey: queryKeys.videoPlayback(id),
    queryFn: () => getVideoPlayback(id),
    staleTime: Infinity,
    gcTime: 0,
  });
}
