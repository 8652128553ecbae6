import { isProvider, useSessionStore } from '@portal/session';
import { PageHeader } from '@portal/ui';
import { Flex, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { IntroSection } from '../components/intro-section';
import { ServiceLevel } from '../components/service-level';
import { SupportContact } from '../components/support-contact';
import { TicketStatusExplanations } from '../components/ticket-status-explanations';

/**
 * The helpdesk introduction (/helpdesk-intro; spec §2 "helpdesk introduction", subsystem 1; issue 13): how to get
 * help — the FAQ first, then a ticket (a link to /helpdesk/tickets/new) —, what the ticket statuses mean (spec §4),
 * the urgent rule (spec §6: urgent only for changes for roaming or core network issues, reported by the technical
 * responsible), the opening hours (Monday to Friday 08:30–17:30 CET, from the locale texts), the SLA level of the
 * customer's organization (GET /organizations/{id}; staff see none) and the support snippet with phone and e-mail
 * (spec §9; GET /organizations/{id}/account-manager; staff, who have no organization, read where customers find
 * them). The organization is the signed-in user's (@portal/session).
 */
export function HelpdeskIntroPage() {
  const { t } = useHelpdeskTranslation();
  const organizationId = useSessionStore((state) => state.user?.organizationId ?? null);
  const isStaff = useSessionStore((state) => isProvider(state.user));
  const paragraph = { style: { marginBottom: 12 } } as const;

  return (
    <>
      <PageHeader title={t('routes.helpdeskIntro')} subtitle={t('helpdeskIntro.subtitle')} />
      <Flex vertical gap={16} style={{ maxWidth: 960 }}>
        <IntroSection title={t('helpdeskIntro.ticket.title')}>
          <Typography.Paragraph {...paragraph}>{t('helpdeskIntro.ticket.faqFirst')}</Typography.Paragraph>
          <Typography.Paragraph {...paragraph}>{t('helpdeskIntro.ticket.howTo')}</Typography.Paragraph>
          <Space size="large" wrap>
            <Link to="/helpdesk/tickets/new">{t('helpdeskIntro.ticket.newTicket')}</Link>
            <Link to="/helpdesk/faq">{t('helpdeskIntro.ticket.faq')}</Link>
            <Link to="/helpdesk/tickets">{t('helpdeskIntro.ticket.tickets')}</Link>
          </Space>
        </IntroSection>
        <IntroSection title={t('helpdeskIntro.urgent.title')}>
          <Typography.Paragraph {...paragraph}>{t('helpdeskIntro.urgent.rule')}</Typography.Paragraph>
          <Typography.Paragraph style={{ margin: 0 }}>{t('helpdeskIntro.urgent.who')}</Typography.Paragraph>
        </IntroSection>
        <IntroSection title={t('helpdeskIntro.statuses.title')}>
          <Typography.Paragraph {...paragraph}>{t('helpdeskIntro.statuses.intro')}</Typography.Paragraph>
          <TicketStatusExplanations />
        </IntroSection>
        <IntroSection title={t('helpdeskIntro.hours.title')}>
          <Typography.Paragraph {...paragraph} strong>
            {t('helpdeskIntro.hours.times')}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('helpdeskIntro.hours.anyTime')}
          </Typography.Paragraph>
        </IntroSection>
        {!isStaff && organizationId !== null && (
          <IntroSection title={t('helpdeskIntro.sla.title')}>
            <ServiceLevel organizationId={organizationId} />
          </IntroSection>
        )}
        <IntroSection title={t('helpdeskIntro.contact.title')}>
          <SupportContact organizationId={organizationId} />
        </IntroSection>
      </Flex>
    </>
  );
}
