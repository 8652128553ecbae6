import { StatusTag } from '@portal/ui';
import { useState } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/** Whether a news item's publish date (ISO 8601) lies after `now` (ms since the epoch): customers do not see it yet. */
function isScheduled(publishedAt: string, now: number): boolean {
  return Date.parse(publishedAt) > now;
}

/** "Scheduled" for a news item whose publish date lies in the future (only writers get such items); else nothing. */
export function ScheduledTag({ publishedAt }: { publishedAt: string }) {
  const { t } = useHelpdeskTranslation();
  const [now] = useState(Date.now);
  return isScheduled(publishedAt, now) ? <StatusTag tone="info">{t('news.scheduled')}</StatusTag> : null;
}
