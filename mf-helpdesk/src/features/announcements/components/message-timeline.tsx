import type { AnnouncementMessage, AnnouncementMessageKind } from '@portal/domain';
import { DateText, EmptyState, RichTextView, StatusTag, type StatusTagProps } from '@portal/ui';
import { Flex, Typography } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/** The tag tone of each kind of message: an update, the final message on closing, the message on reopening. */
const KIND_TONE: Record<AnnouncementMessageKind, StatusTagProps['tone']> = {
  update: 'info',
  closing: 'neutral',
  reopening: 'warning',
};

/** Props of {@link MessageTimeline}. */
export interface MessageTimelineProps {
  /** The further messages, oldest first (as GET /announcements/{id} answers). */
  messages: readonly AnnouncementMessage[];
}

/**
 * The further messages of an announcement (spec §3 "further messages"; issue 12), oldest first, as an ordered
 * list: kind (update, final message, reopened), when and by whom, "Recipients notified" when it was mailed and
 * notified, and the message as rich text. Empty: "No further messages yet."
 */
export function MessageTimeline({ messages }: MessageTimelineProps) {
  const { t } = useHelpdeskTranslation();
  if (messages.length === 0) return <EmptyState description={t('announcements.messages.empty')} />;
  return (
    <ol aria-label={t('announcements.messages.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {messages.map((message) => (
        <li
          key={message.id}
          style={{
            borderInlineStart: '2px solid rgba(5, 5, 5, 0.12)',
            paddingInlineStart: 16,
            paddingBottom: 16,
          }}
        >
          <Flex gap={8} wrap align="center" style={{ marginBottom: 4 }}>
            <StatusTag tone={KIND_TONE[message.kind]}>
              {t(`announcements.messages.kinds.${message.kind}`)}
            </StatusTag>
            <Typography.Text type="secondary">
              <DateText value={message.createdAt} withTime />
              {message.createdBy && ` · ${message.createdBy}`}
            </Typography.Text>
            {message.notified && <StatusTag tone="success">{t('announcements.messages.notified')}</StatusTag>}
          </Flex>
          <RichTextView html={message.body} />
        </li>
      ))}
    </ol>
  );
}
