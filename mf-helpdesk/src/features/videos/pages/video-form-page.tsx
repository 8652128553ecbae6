import { Messages } from '@portal/domain';
import { translateText, useLocale } from '@portal/i18n';
import { ErrorResult, PageHeader } from '@portal/ui';
import { Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';
import { useVideoSettingsQuery } from '../api/get-video-settings';
import { useVideoQuery, videoIdOf } from '../api/get-video';
import { useSaveVideoMutation } from '../api/save-video';
import { useUploadVideoMutation } from '../api/upload-video';
import { toVideoFormValues, toVideoInput, type VideoFormValues } from '../api/video-input';
import { VideoForm } from '../components/video-form';

/**
 * Add (/helpdesk/videos/add) or edit (/helpdesk/videos/edit/:id) a video (issue 13 "Videos"; writers only: super
 * admin, management, support, by the route's access rule). The {@link VideoForm}, empty and in the interface
 * language for a new video, filled from GET /videos/{id} when editing; both need GET /videos/settings (hosts, file
 * types, largest upload). Save: a new link video is POST /videos (JSON), a new file video POST /videos/upload
 * (multipart, with progress), an edit PUT /videos/{id}; then back to the videos with "Video added" or "Changes
 * saved". Cancel returns to the videos. The route guard lets every provider user in (spec §2): an account manager
 * is told the videos are read-only for them instead of getting a form the server would refuse (403).
 */
export function VideoFormPage() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWriteHelpdeskContent();
  const interfaceLocale = useLocale();
  const param = useParams<{ id: string }>().id;
  const adding = param === undefined;
  const id = videoIdOf(param);
  const video = useVideoQuery(canWrite ? id : null);
  const settings = useVideoSettingsQuery(canWrite);
  const saveVideo = useSaveVideoMutation(id ?? undefined);
  const uploadVideo = useUploadVideoMutation();
  const [progress, setProgress] = useState<number>();
  const [blank] = useState(() => toVideoFormValues(null, interfaceLocale));
  const backToList = () => navigate('/helpdesk/videos');

  async function save(values: VideoFormValues) {
    const kind = video.data?.kind ?? values.source;
    const input = toVideoInput(values, kind);
    if (adding && kind === 'file') {
      if (!values.file) return;
      setProgress(0);
      try {
        await uploadVideo.mutateAsync({ fields: input, file: values.file, onProgress: setProgress });
      } finally {
        setProgress(undefined);
      }
    } else {
      await saveVideo.mutateAsync(input);
    }
    backToList();
  }

  let content;
  if (!canWrite) {
    content = <Typography.Paragraph>{t('videos.form.readOnly')}</Typography.Paragraph>;
  } else if (!adding && id === null) {
    content = <ErrorResult title={t('videos.form.notFound')} />;
  } else if (settings.isError) {
    content = <ErrorResult error={settings.error} onRetry={() => void settings.refetch()} />;
  } else if (video.isError) {
    content = <ErrorResult error={video.error} onRetry={() => void video.refetch()} />;
  } else if (!settings.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (adding) {
    content = (
      <VideoForm
        initialValues={blank}
        video={null}
        settings={settings.data}
        onSave={save}
        savedMessage={t('videos.form.added')}
        onCancel={backToList}
        progress={progress}
      />
    );
  } else if (!video.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    content = (
      <VideoForm
        key={video.data.id}
        initialValues={toVideoFormValues(video.data, interfaceLocale)}
        video={video.data}
        settings={settings.data}
        onSave={save}
        savedMessage={translateText(Messages.changesSaved)}
        onCancel={backToList}
      />
    );
  }

  return (
    <>
      <PageHeader title={t(adding ? 'routes.addVideo' : 'routes.editVideo')} />
      <Card>{content}</Card>
    </>
  );
}
