import { api } from '@portal/api';
import type { Video } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /videos/{id}: one video. Rejects with the axios error (an unknown id: 404, the not-found page through
 * @portal/api).
 */
export async function getVideo(id: number): Promise<Video> {
  const { data } = await api.get<Video>(`/videos/${id}`);
  return data;
}

/** The video id of a route parameter (`/helpdesk/videos/edit/:id`), or null when it is not a positive integer. */
export function videoIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return param !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** One video (cached under `['videos', id]`); nothing is loaded without an id (null). */
export function useVideoQuery(id: number | null) {
  return useQuery({
    queryKey: queryKeys.video(id ?? 0),
    queryFn: id === null ? skipToken : () => getVideo(id),
  });
}
