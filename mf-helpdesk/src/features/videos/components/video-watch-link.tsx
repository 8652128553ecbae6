import { ExportOutlined } from '@ant-design/icons';
import { isHttpUrl } from '@portal/ui';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/**
 * The host a video link points at, for people: `https://www.youtube.com/watch?v=…` → `youtube.com` (a leading
 * `www.` dropped, lower case), or null when the link is not a URL.
 */
export function videoHostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** Props of {@link VideoWatchLink}. */
export interface VideoWatchLinkProps {
  /** The video's external link (https, on an allowlisted host). */
  url: string;
  /** id of the element naming the video (its title), for the link's description. */
  describedBy?: string;
}

/**
 * "Watch on {host}" of a link video (issue 13 "Videos"): opens the video host in a new tab without giving it our
 * window (`rel="noopener noreferrer"`), and tells screen readers it opens a new tab. Nothing for a URL that is not
 * http(s) (issue 21: a `javascript:` link would run script; the server accepts https links only).
 */
export function VideoWatchLink({ url, describedBy }: VideoWatchLinkProps) {
  const { t } = useHelpdeskTranslation();
  if (!isHttpUrl(url)) return null;
  const host = videoHostOf(url);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      {host ? t('videos.item.watchOn', { host }) : t('videos.item.watch')} <ExportOutlined aria-hidden />
      <span className="visually-hidden"> ({t('videos.item.opensInNewTab')})</span>
    </a>
  );
}
