import type { Video } from '@portal/domain';
import { StatusTag } from '@portal/ui';
import { Flex, theme, Typography } from 'antd';
import { useId } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { VideoItemActions } from './video-item-actions';
import { VideoPlayButton } from './video-player-dialog';
import { VideoWatchLink } from './video-watch-link';

/** Props of {@link VideoEntry}. */
export interface VideoEntryProps {
  video: Video;
  /** Shows the video's language as a tag (writers looking at more than one language). */
  showLocale: boolean;
  /** Shows "Edit" and "Delete" (writers). */
  canWrite: boolean;
  /** Draws a line above the video (every video but a category's first). */
  divided: boolean;
}

/**
 * One video (issue 13 "Videos"): an article named by its title (a heading, level 3, below its category's), its
 * plain-text description (line breaks kept), and the way to watch it — "Play" for an uploaded file (a player
 * dialog) or "Watch on {host}" for a link (a new tab). Title and description carry the video's language (`lang`).
 * Writers also get the language tag and the actions of {@link VideoItemActions}.
 */
export function VideoEntry({ video, showLocale, canWrite, divided }: VideoEntryProps) {
  const { t } = useHelpdeskTranslation();
  const { token } = theme.useToken();
  const titleId = useId();

  return (
    <article
      aria-labelledby={titleId}
      style={{ padding: '12px 0', ...(divided ? { borderTop: `1px solid ${token.colorSplit}` } : {}) }}
    >
      <Flex align="flex-start" gap={8} wrap>
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <h3
            id={titleId}
            lang={video.locale}
            style={{ margin: 0, fontSize: token.fontSize, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {video.title}
          </h3>
          {video.description && (
            <Typography.Paragraph
              lang={video.locale}
              type="secondary"
              style={{ margin: '4px 0 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {video.description}
            </Typography.Paragraph>
          )}
        </div>
        <Flex align="center" gap={8} wrap>
          {showLocale && <StatusTag tone="neutral">{t(`videos.languages.${video.locale}`)}</StatusTag>}
          {video.kind === 'file' ? (
            <VideoPlayButton video={video} describedBy={titleId} />
          ) : (
            video.url && <VideoWatchLink url={video.url} describedBy={titleId} />
          )}
          {canWrite && <VideoItemActions video={video} />}
        </Flex>
      </Flex>
    </article>
  );
}
