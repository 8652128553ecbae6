import { ErrorResult, PageHeader } from '@portal/ui';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { newAnnouncementValues, toFormValues, type AnnouncementFormValues } from '../api/announcement-input';
import { useCreateAnnouncementMutation } from '../api/create-announcement';
import { useAnnouncementQuery } from '../api/get-announcement';
import { useUpdateAnnouncementMutation } from '../api/update-announcement';
import { AnnouncementForm } from '../components/announcement-form';
import { useCanWriteHelpdeskContent } from '../../../shared/use-can-write';

/**
 * Add announcement (/announcements/add) and edit announcement (/announcements/edit/:id) (spec §2, §3, §5; issue 12;
 * writers: super admin, management, support — the route guard lets every staff member through, so account
 * managers are sent back to the list). Add: POST /announcements, which publishes it; edit: PUT
 * /announcements/{id} (with "Notify recipients again" it mails and notifies again). After a save "Changes saved"
 * and on to the announcement. No header back button: Cancel leaves, asking first when there are unsaved edits.
 */
export function AnnouncementFormPage() {
  const { id } = useParams();
  const canWrite = useCanWriteHelpdeskContent();
  if (!canWrite)
    return <Navigate to={id === undefined ? '/announcements' : `/announcements/${id}`} replace />;
  return id === undefined ? <AddAnnouncement /> : <EditAnnouncement announcementId={Number(id)} />;
}

/** The add screen: an empty form starting now. */
function AddAnnouncement() {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const create = useCreateAnnouncementMutation();
  const [initialValues] = useState(() => newAnnouncementValues());

  return (
    <>
      <PageHeader title={t('routes.addAnnouncement')} />
      <AnnouncementForm
        mode="create"
        initialValues={initialValues}
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          navigate(`/announcements/${created.id}`);
        }}
        onCancel={() => navigate('/announcements')}
      />
    </>
  );
}

/** The edit screen: the stored announcement in the form, once loaded. */
function EditAnnouncement({ announcementId }: { announcementId: number }) {
  const { t } = useHelpdeskTranslation();
  const navigate = useNavigate();
  const announcement = useAnnouncementQuery(announcementId);
  const update = useUpdateAnnouncementMutation(announcementId);
  const detail = `/announcements/${announcementId}`;
  // Filled once: a save (which caches the stored announcement) must not reset what is on screen.
  const [initialValues, setInitialValues] = useState<AnnouncementFormValues>();
  if (announcement.data && !initialValues) setInitialValues(toFormValues(announcement.data));

  return (
    <>
      <PageHeader title={t('routes.editAnnouncement')} subtitle={announcement.data?.title} />
      {announcement.isError ? (
        <ErrorResult error={announcement.error} onRetry={() => void announcement.refetch()} />
      ) : !initialValues ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <AnnouncementForm
          mode="edit"
          initialValues={initialValues}
          onSave={async (values) => {
            await update.mutateAsync(values);
            navigate(detail);
          }}
          onCancel={() => navigate(detail)}
        />
      )}
    </>
  );
}
