import type { Organization, UnknownSenderTicket } from '@portal/domain';
import { DataTable, DateText, PageHeader, type DataTableColumn, type DataTableQuery } from '@portal/ui';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useTicketAbilities } from '../../../shared/use-ticket-abilities';
import { unknownSendersPageQuery, type UnknownSenderListRequest } from '../api/list-unknown-senders';
import { CreateOrganizationDialog } from '../components/create-organization-dialog';
import { DeleteAsSpamButton } from '../components/delete-as-spam-button';
import { LinkOrganizationDialog } from '../components/link-organization-dialog';
import { SuggestedOrganizationTag } from '../components/suggested-organization-tag';
import { UnknownSenderActions } from '../components/unknown-sender-actions';
import { mailSubjectOf, UnknownSenderMailDialog } from '../components/unknown-sender-mail-dialog';
import { useMailSelection } from '../hooks/use-mail-selection';

/** The dialog open over the queue: link a mail (maybe to an organization just created for it) or create one. */
type QueueDialog =
  | { kind: 'link'; mail: UnknownSenderTicket; created?: Organization }
  | { kind: 'create'; mail: UnknownSenderTicket };

/**
 * The page of the queue the DataTable shows, read from the URL as the table reads it (`?page=2&search=acme`), so
 * the page's own subscription (for "select all") shares the table's cache entry and sends no second request.
 */
export function readUnknownSenderPage(params: URLSearchParams): UnknownSenderListRequest {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') || undefined,
  };
}

/**
 * Unknown users (spam) (/helpdesk/unknown-users; spec §2 helpdesk › "spam (unknown-user tickets)", §3 "Helpdesk
 * ticket link: to an existing organization or create a new one"; issue 13, docs/helpdesk-api.md): mail from
 * senders the portal does not know, newest first, 20 per page, searchable by sender and subject (`?search=` in the
 * URL). Each row: sender name and address, subject (opens the mail), when it arrived and the organization the
 * sender's e-mail domain suggests. Empty: "No mail from unknown senders".
 *
 * Handlers (super admin, management, support; TICKET_HANDLER_ROLES) link a mail to an organization (preselected
 * with the suggestion) or create an organization from it and link it — both then open the ticket — and delete
 * mail as spam, one row or the selected rows at once, after a question. Account managers read only (staff route).
 */
export function UnknownSendersPage() {
  const { t } = useHelpdeskTranslation();
  const { isHandler } = useTicketAbilities();
  const [params] = useSearchParams();
  const request = readUnknownSenderPage(params);
  const pageQuery = unknownSendersPageQuery(request);
  const shownPage = useQuery({
    queryKey: pageQuery.queryKey,
    queryFn: isHandler ? pageQuery.queryFn : skipToken,
    placeholderData: keepPreviousData,
  });
  const selection = useMailSelection(
    `${request.page}|${request.search ?? ''}`,
    shownPage.data?.items.map((mail) => mail.id),
  );
  const [reading, setReading] = useState<{ mail: UnknownSenderTicket; open: boolean } | null>(null);
  const [dialog, setDialog] = useState<QueueDialog | null>(null);
  const noSubject = t('unknownSenders.mail.noSubject');

  const columns: DataTableColumn<UnknownSenderTicket>[] = [
    ...(isHandler
      ? [
          {
            key: 'select',
            width: 48,
            // Plain text: a control in a column title is copied into antd's aria-hidden measure row (axe
            // aria-hidden-focus), so "select all" sits in the toolbar instead.
            title: <span className="visually-hidden">{t('unknownSenders.list.selectColumn')}</span>,
            render: (_: unknown, mail: UnknownSenderTicket) => (
              <Checkbox
                aria-label={t('unknownSenders.list.select', { subject: mailSubjectOf(mail, noSubject) })}
                checked={selection.isSelected(mail.id)}
                onChange={(event) => selection.toggle(mail.id, event.target.checked)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'sender',
      title: t('unknownSenders.fields.sender'),
      render: (_: unknown, mail) => (
        <Flex vertical style={{ overflowWrap: 'anywhere' }}>
          {mail.senderName && <Typography.Text strong>{mail.senderName}</Typography.Text>}
          <Typography.Text type={mail.senderName ? 'secondary' : undefined}>
            {mail.senderEmail}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'subject',
      title: t('unknownSenders.fields.subject'),
      render: (_: unknown, mail) => (
        <Button
          type="link"
          aria-haspopup="dialog"
          onClick={() => setReading({ mail, open: true })}
          style={{
            padding: 0,
            height: 'auto',
            whiteSpace: 'normal',
            textAlign: 'start',
            overflowWrap: 'anywhere',
          }}
        >
          {mailSubjectOf(mail, noSubject)}
        </Button>
      ),
    },
    {
      key: 'receivedAt',
      title: t('unknownSenders.fields.received'),
      responsive: ['sm'],
      render: (_: unknown, mail) => <DateText value={mail.receivedAt} withTime />,
    },
    {
      key: 'suggestion',
      title: t('unknownSenders.fields.suggestion'),
      responsive: ['md'],
      render: (_: unknown, mail) => <SuggestedOrganizationTag suggestion={mail.suggestedOrganization} />,
    },
    ...(isHandler
      ? [
          {
            key: 'actions',
            title: t('unknownSenders.fields.actions'),
            render: (_: unknown, mail: UnknownSenderTicket) => (
              <UnknownSenderActions
                mail={mail}
                onLink={() => setDialog({ kind: 'link', mail })}
                onCreate={() => setDialog({ kind: 'create', mail })}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('routes.unknownUsers')}
        subtitle={t(isHandler ? 'unknownSenders.list.subtitle' : 'unknownSenders.list.subtitleReader')}
      />
      <Card>
        <DataTable<UnknownSenderTicket>
          ariaLabel={t('routes.unknownUsers')}
          pageQuery={(query: DataTableQuery) =>
            unknownSendersPageQuery({ page: query.page, pageSize: query.pageSize, search: query.search })
          }
          columns={columns}
          search={{ label: t('unknownSenders.list.search') }}
          toolbar={
            isHandler && (
              <Flex gap={12} align="center" wrap>
                <Checkbox
                  checked={selection.allSelected}
                  indeterminate={selection.someSelected}
                  disabled={!shownPage.data?.items.length}
                  onChange={(event) => selection.toggleAll(event.target.checked)}
                >
                  {t('unknownSenders.list.selectAll')}
                </Checkbox>
                <DeleteAsSpamButton
                  ids={selection.selected}
                  label={t('unknownSenders.list.deleteSelected', { count: selection.selected.length })}
                  size="middle"
                />
              </Flex>
            )
          }
          emptyText={t('unknownSenders.list.empty')}
        />
      </Card>
      {reading && (
        <UnknownSenderMailDialog
          mail={reading.mail}
          open={reading.open}
          onClose={() => setReading({ ...reading, open: false })}
        />
      )}
      {dialog?.kind === 'link' && (
        <LinkOrganizationDialog mail={dialog.mail} created={dialog.created} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'create' && (
        <CreateOrganizationDialog
          mail={dialog.mail}
          onClose={() => setDialog(null)}
          onLinkFailed={(created) => setDialog({ kind: 'link', mail: dialog.mail, created })}
        />
      )}
    </>
  );
}
