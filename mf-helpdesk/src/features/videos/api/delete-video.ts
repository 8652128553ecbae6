import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateVideoLists } from './video-lists';

/** DELETE /videos/{id} (writers; 204; an uploaded video's file goes with it). Rejects with the axios error. */
export async function deleteVideo(id: number): Promise<void> {
  await api.delete(`/videos/${id}`);
}

/**
 * Deletes a video; on success its cache entries (the video, its playback URL) are dropped (reloading them would
 * answer 404) and the video lists and categories reload.
 */
export function useDeleteVideoMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVideo(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.video(id) });
      return invalidateVideoLists(queryClient);
    },
  });
}
