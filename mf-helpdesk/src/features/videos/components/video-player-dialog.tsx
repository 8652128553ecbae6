import { PlayCircleOutlined } from '@ant-design/icons';
import type { Video } from '@portal/domain';
import { ErrorResult } from '@portal/ui';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useVideoPlaybackQuery } from '../api/get-video-playback';

/**
 * The player of an uploaded video: asks GET /videos/{id}/playback when it mounts and puts the signed URL straight
 * into a `<video controls>` named by the video's title (the browser asks for byte ranges itself, so seeking
 * works). Says so while the URL loads, shows the API error with "Try again" when it cannot be had, and, when the
 * browser cannot play it (e.g. the URL expired while paused), a message whose "Try again" asks for a new URL.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const { t } = useHelpdeskTranslation();
  const playback = useVideoPlaybackQuery(video.id);
  // The URL the browser failed to play; a new URL (after "Try again") clears the message.
  const [failedUrl, setFailedUrl] = useState<string>();

  if (playback.isError) {
    return (
      <ErrorResult
        title={t('videos.player.unavailable')}
        error={playback.error}
        onRetry={() => void playback.refetch()}
      />
    );
  }
  if (!playback.data) {
    return (
      <Flex role="status" vertical align="center" gap={8} style={{ padding: 48 }}>
        <Spin aria-hidden />
        <Typography.Text>{t('videos.player.loading')}</Typography.Text>
      </Flex>
    );
  }
  const { url } = playback.data;
  return (
    <Flex vertical gap={12}>
      {failedUrl === url && (
        <Alert
          type="error"
          showIcon
          title={t('videos.player.failed')}
          action={
            <Button size="small" loading={playback.isFetching} onClick={() => void playback.refetch()}>
              {t('videos.player.retry')}
            </Button>
          }
        />
      )}
      <video
        key={url}
        src={url}
        controls
        autoPlay
        playsInline
        preload="metadata"
        aria-label={video.title}
        lang={video.locale}
        onError={() => setFailedUrl(url)}
        style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000' }}
      >
        {t('videos.player.unsupported')}
      </video>
    </Flex>
  );
}

/** Props of {@link VideoPlayButton}. */
export interface VideoPlayButtonProps {
  /** An uploaded video (`kind` 'file'). */
  video: Video;
  /** id of the element naming the video (its title), for the button's description. */
  describedBy?: string;
}

/**
 * "Play" of an uploaded video (issue 13 "Videos"): opens a dialog titled with the video's title holding the
 * {@link VideoPlayer}. Closing it (Close, Escape, the mask) removes the player at once, which stops playback, and
 * its next opening asks for a fresh playback URL. Keyboard: the dialog takes focus and gives it back on close.
 */
export function VideoPlayButton({ video, describedBy }: VideoPlayButtonProps) {
  const { t } = useHelpdeskTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        icon={<PlayCircleOutlined aria-hidden />}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {t('videos.item.play')}
      </Button>
      <Modal
        open={open}
        title={<span lang={video.locale}>{video.title}</span>}
        onCancel={() => setOpen(false)}
        footer={null}
        width="min(960px, 95vw)"
        destroyOnHidden
        closable={{ 'aria-label': t('videos.player.close') }}
      >
        {open && <VideoPlayer video={video} />}
      </Modal>
    </>
  );
}
