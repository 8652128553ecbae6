import type { TicketMessage } from '@portal/domain';
import { DateText, EmptyState, RichTextView, StatusTag } from '@portal/ui';
import { Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/** A public message: a line at the start, as the announcement timeline. */
const PUBLIC_STYLE: CSSProperties = {
  borderInlineStart: '2px solid rgba(5, 5, 5, 0.12)',
  paddingBlock: 8,
  paddingInline: 16,
  marginBottom: 12,
};

/** An internal note: a tinted box (antd gold-1 on gold-3), so it is never taken for a message the customer saw. */
const INTERNAL_STYLE: CSSProperties = {
  ...PUBLIC_STYLE,
  background: '#fffbe6',
  border: '1px solid #ffe58f',
  borderInlineStart: '4px solid #d48806',
  borderRadius: 6,
};

/** Props of {@link TicketThread}. */
export interface TicketThreadProps {
  /** The thread as GET /tickets/{id} answers it, oldest first (internal notes only for staff). */
  messages: readonly TicketMessage[];
  /** Staff see who of the helpdesk wrote; customers see "Helpdesk" for staff messages. */
  viewerIsStaff: boolean;
}

/**
 * The messages of a ticket (spec §3 Ticket messages; issue 13), oldest first, as an ordered list: author, when,
 * and the message as rich text. Internal notes (the server sends them to staff only) are marked with an "Internal
 * note" tag on a tinted background. The author of a staff message is shown to staff by name and to customers as
 * "Helpdesk" (`fromStaff`): customers deal with the helpdesk, not with one employee. Empty: "No replies yet."
 */
export function TicketThread({ messages, viewerIsStaff }: TicketThreadProps) {
  const { t } = useHelpdeskTranslation();
  if (messages.length === 0) return <EmptyState description={t('tickets.thread.empty')} />;
  return (
    <ol aria-label={t('tickets.thread.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {messages.map((message) => (
        <li key={message.id} style={message.internal ? INTERNAL_STYLE : PUBLIC_STYLE}>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 4 }}>
            <Typography.Text strong>
              {message.fromStaff && !viewerIsStaff ? t('tickets.thread.helpdesk') : message.authorName}
            </Typography.Text>
            <Typography.Text type="secondary">
              <DateText value={message.createdAt} withTime />
            </Typography.Text>
            {message.internal && <StatusTag tone="warning">{t('tickets.thread.internalNote')}</StatusTag>}
          </Flex>
          <RichTextView html={message.body} />
        </li>
      ))}
    </ol>
  );
}
