import type { Indexation } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { ConfirmAction, ErrorResult, PageHeader, useApiError } from '@portal/ui';
import { Alert, App, Breadcrumb, Button, Card, Flex, Spin } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { conflictMessage } from '../../../shared/api/conflict-message';
import { SuperAdminOnly } from '../../../shared/components/super-admin-only';
import { pricingMessageText } from '../../../shared/prices/pricing-message-text';
import { periodText } from '../../../shared/prices/sales-price-text';
import { useCloseIndexationMutation } from '../api/close-indexation';
import { useIndexationQuery } from '../api/get-indexation';
import { IndexationDetails } from '../components/indexation-details';
import { IndexationApplications } from '../components/indexation-applications';
import { IndexationPrices } from '../components/indexation-prices';
import { indexationValueText } from '../components/indexation-text';

/**
 * One indexation and its "show prices" (/indexations/{id}; issue 17 "Indexations"; spec §2 /indexations (super
 * admin) "show prices", §3 Indexation, §8): a breadcrumb back to Indexations, the heading "Indexation" with its
 * period and value ("Jan 2027 – open · 1.035 (+3.5%)"), its details (IndexationDetails) and, while it is open, the
 * customers and rows applying it would change, with Include / exclude, Apply, Undo and the reset to 1,000 per
 * customer (IndexationPrices), and "Close" (after "Are you sure you want to close this indexation and make it
 * read-only?"; a refusal, 409, in the interface language). A closed indexation is read-only: a notice says so, what
 * it was applied to is listed (IndexationApplications), and
 * neither the preview nor any action is offered. Loading: a spinner; a failed load: the error with "Try again" (an
 * unknown id: the not-found page). Anyone but the super admin is sent to `/` (SuperAdminOnly).
 */
export function IndexationPage() {
  return (
    <SuperAdminOnly>
      <IndexationScreen />
    </SuperAdminOnly>
  );
}

/** The screen itself, for the super admin. */
function IndexationScreen() {
  const { t } = usePricingTranslation();
  const id = Number(useParams().id);
  const indexation = useIndexationQuery(id);

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[
          { title: <Link to="/indexations">{t('routes.indexations')}</Link> },
          { title: t('routes.indexation') },
        ]}
      />
      {indexation.data ? (
        <IndexationView indexation={indexation.data} />
      ) : indexation.isError ? (
        <>
          <PageHeader title={t('routes.indexation')} />
          <ErrorResult error={indexation.error} onRetry={() => void indexation.refetch()} />
        </>
      ) : (
        <>
          <PageHeader title={t('routes.indexation')} />
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin aria-label={t('indexations.detail.loading')} />
          </Flex>
        </>
      )}
    </>
  );
}

/** The heading with Close, the details, and the preview of an open indexation or the read-only notice. */
function IndexationView({ indexation }: { indexation: Indexation }) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const closing = useCloseIndexationMutation();
  const open = indexation.status === 'open';

  async function close() {
    try {
      await closing.mutateAsync(indexation.id);
      void message.success(t('indexations.closed'));
    } catch (error) {
      const refusal = conflictMessage(error);
      if (refusal) void message.error(pricingMessageText(refusal, t));
      else showApiError(error);
    }
  }

  return (
    <>
      <PageHeader
        title={t('routes.indexation')}
        subtitle={`${periodText(indexation.startMonth, indexation.endMonth, locale, t)} · ${indexationValueText(
          indexation.value,
          locale,
        )}`}
        extra={
          open && (
            <ConfirmAction action={t('indexations.closeAction')} onConfirm={close}>
              <Button>{t('indexations.actions.close')}</Button>
            </ConfirmAction>
          )
        }
      />
      <Flex vertical gap={16}>
        <Card size="small">
          <IndexationDetails indexation={indexation} />
        </Card>
        {open ? (
          <IndexationPrices indexation={indexation} />
        ) : (
          <>
            <Alert type="info" showIcon title={t('indexations.detail.closedNotice')} />
            <IndexationApplications indexationId={indexation.id} />
          </>
        )}
      </Flex>
    </>
  );
}
