import type { SuggestedOrganization } from '@portal/domain';
import { StatusTag } from '@portal/ui';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/**
 * The organization the server suggests for a sender by its e-mail domain, as a tag: "Suggested: Acme Logistics
 * B.V. (100001)" (name and customer number), or "No suggestion" (null: no customer uses the domain, or a public
 * mail domain).
 */
export function SuggestedOrganizationTag({ suggestion }: { suggestion: SuggestedOrganization | null }) {
  const { t } = useHelpdeskTranslation();
  if (!suggestion) return <StatusTag tone="neutral">{t('unknownSenders.suggestion.none')}</StatusTag>;
  return (
    <StatusTag tone="info">
      {t('unknownSenders.suggestion.suggested', {
        name: suggestion.name,
        customerNumber: suggestion.customerNumber,
      })}
    </StatusTag>
  );
}
