import { api } from '@portal/api';
import type { Video, VideoInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSavedVideo } from './video-lists';

/** What adding an uploaded video needs: its fields, the file, and a progress callback (percent 0–100). */
export interface VideoUpload {
  fields: Omit<VideoInput, 'url'>;
  file: File;
  /** Called as the upload goes on with the percentage sent; undefined when the size is unknown. */
  onProgress?: (percent: number | undefined) => void;
}

/**
 * The multipart body of an upload: the text parts `title`, `description`, `category`, `locale`, then the part
 * `file` LAST (the server reads the fields before it streams the file to storage).
 */
export function toVideoUploadForm({ fields, file }: Pick<VideoUpload, 'fields' | 'file'>): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description ?? '');
  form.append('category', fields.category);
  form.append('locale', fields.locale);
  form.append('file', file, file.name);
  return form;
}

/**
 * POST /videos/upload (writers; multipart, see {@link toVideoUploadForm}) → 201 with the stored video. The server
 * sniffs the type from the bytes (MP4 or WebM, VIDEO_FILE_TYPES) and takes at most the settings' `maxUploadBytes`.
 * Rejects with the axios error: 400 field errors (`file`: type or size; the text fields), 403 for a non-writer.
 */
export async function uploadVideo({ fields, file, onProgress }: VideoUpload): Promise<Video> {
  const { data } = await api.post<Video>('/videos/upload', toVideoUploadForm({ fields, file }), {
    onUploadProgress: (event) =>
      onProgress?.(event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : undefined),
  });
  return data;
}

/** Adds an uploaded video; on success it fills its cache entry and the video lists and categories reload. */
export function useUploadVideoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVideo,
    onSuccess: (saved) => storeSavedVideo(queryClient, saved),
  });
}
