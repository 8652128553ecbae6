import type { NewsInput, NewsItem } from '@portal/domain';
import dayjs, { type Dayjs } from 'dayjs';

/** The values of the news form: the rich-text body as HTML ('' when empty), the publish moment as a dayjs. */
export interface NewsFormValues {
  title: string;
  summary: string;
  body: string;
  publishedAt: Dayjs | null;
}

/**
 * The form values of an item, or of a new one (empty texts, published now: the current minute, as the picker
 * shows no seconds).
 */
export function toNewsFormValues(item: NewsItem | null | undefined): NewsFormValues {
  if (!item) return { title: '', summary: '', body: '', publishedAt: dayjs().startOf('minute') };
  return { title: item.title, summary: item.summary, body: item.body, publishedAt: dayjs(item.publishedAt) };
}

/** The POST/PUT /news body of valid form values: texts trimmed, the publish moment as ISO 8601 in UTC. */
export function toNewsInput(values: NewsFormValues): NewsInput {
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    body: values.body,
    publishedAt: values.publishedAt!.toISOString(),
  };
}
