import { api } from '@portal/api';
import type { VideoSettings } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /videos/settings: the server's video rules the form explains and checks before sending — the link hosts
 * allowed, the largest upload (bytes) and the accepted file extensions. Rejects with the axios error.
 */
export async function getVideoSettings(): Promise<VideoSettings> {
  const { data } = await api.get<VideoSettings>('/videos/settings');
  return data;
}

/** The video settings (cached under `['videos', 'settings']`); nothing is loaded while `enabled` is false. */
export function useVideoSettingsQuery(enabled = true) {
  return useQuery({ queryKey: queryKeys.videoSettings(), queryFn: getVideoSettings, enabled });
}

/**
 * The file picker's accept list of the settings' extensions: `mp4` (or `.mp4`) → `.mp4`, lower case, so
 * FileUpload refuses another type before anything is sent.
 */
export function videoFileAccept(settings: VideoSettings): string[] {
  return settings.fileExtensions.map((extension) => `.${extension.replace(/^\./, '').toLowerCase()}`);
}
