import type { Locale, Video, VideoInput, VideoKind } from '@portal/domain';

/**
 * The values of the video form. `source` (a new video only) says whether `file` or `url` is sent; an existing
 * video keeps its kind (an uploaded file cannot be replaced, a link can be changed).
 */
export interface VideoFormValues {
  title: string;
  description: string;
  category: string;
  locale: Locale;
  source: VideoKind;
  /** The external link (link videos). */
  url: string;
  /** The chosen file (a new uploaded video), or null. */
  file: File | null;
}

/**
 * The form values of a video, or of a new one (`video` null: empty texts, written in `interfaceLocale`, the
 * language the writer is working in, to be uploaded as a file).
 */
export function toVideoFormValues(video: Video | null | undefined, interfaceLocale: Locale): VideoFormValues {
  if (!video) {
    return {
      title: '',
      description: '',
      category: '',
      locale: interfaceLocale,
      source: 'file',
      url: '',
      file: null,
    };
  }
  return {
    title: video.title,
    description: video.description,
    category: video.category,
    locale: video.locale,
    source: video.kind,
    url: video.url ?? '',
    file: null,
  };
}

/**
 * The POST /videos and PUT /videos/{id} body of valid form values (videoInputSchema): texts trimmed; `url` only
 * for a link video (`kind`), never for an uploaded one (the server refuses a link on a file video).
 */
export function toVideoInput(values: VideoFormValues, kind: VideoKind): VideoInput {
  const input: VideoInput = {
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    category: values.category.trim(),
    locale: values.locale,
  };
  if (kind === 'link') input.url = (values.url ?? '').trim();
  return input;
}
