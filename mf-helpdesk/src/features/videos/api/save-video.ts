import { api } from '@portal/api';
import type { Video, VideoInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSavedVideo } from './video-lists';

/**
 * POST /videos (writers: super admin, management, support): adds a link video (`url` https on an allowlisted
 * host). Resolves with the stored video (201); rejects with the axios error (400 with field errors, e.g. on `url`
 * "Only links to youtube.com, … are accepted."; 403 for anyone else).
 */
export async function createLinkVideo(input: VideoInput): Promise<Video> {
  const { data } = await api.post<Video>('/videos', input);
  return data;
}

/**
 * PUT /videos/{id} (writers): saves a video's title, description, category and language, and a link video's `url`
 * (an uploaded video's file cannot be replaced). Resolves with the stored video; rejects with the axios error.
 */
export async function updateVideo(id: number, input: VideoInput): Promise<Video> {
  const { data } = await api.put<Video>(`/videos/${id}`, input);
  return data;
}

/**
 * Adds a link video (`id` undefined) or saves a video; on success the stored video fills its cache entry and the
 * video lists and categories reload.
 */
export function useSaveVideoMutation(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VideoInput) => (id === undefined ? createLinkVideo(input) : updateVideo(id, input)),
    onSuccess: (saved) => storeSavedVideo(queryClient, saved),
  });
}
