import { api } from '@portal/api';
import type { Locale, VideoList, VideoListQuery } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * One request of the video list (issue 13 "Videos", GET /api/videos): the videos of one language (`locale`;
 * writers may leave it out for every language), a search text (title and description) and one category (exact).
 */
export interface VideoListRequest {
  locale?: Locale;
  search?: string;
  category?: string;
}

/** The query parameters of a request: texts trimmed, empty values left out. */
export function toVideoListQuery(request: VideoListRequest): VideoListQuery {
  const query: VideoListQuery = {};
  if (request.locale) query.locale = request.locale;
  const search = request.search?.trim();
  if (search) query.search = search;
  const category = request.category?.trim();
  if (category) query.category = category;
  return query;
}

/**
 * GET /videos: the matching videos sorted by category, then title, at most VIDEO_LIST_LIMIT (500) of them;
 * `truncated` says more matched. Rejects with the axios error.
 */
export async function listVideos(request: VideoListRequest): Promise<VideoList> {
  const { data } = await api.get<VideoList>('/videos', { params: toVideoListQuery(request) });
  return data;
}

/**
 * The video list of a request (cached under `['videos', 'list', query]`); while another search or filter loads,
 * the previous answer stays on screen, so typing in the search box does not make the list flash.
 */
export function useVideoListQuery(request: VideoListRequest) {
  const query = toVideoListQuery(request);
  return useQuery({
    queryKey: queryKeys.videoList(query),
    queryFn: () => listVideos(query),
    placeholderData: keepPreviousData,
  });
}
