import { overrideShareLink, writeStoredOverrides } from '@portal/federation';
import { Alert, Button, Space } from 'antd';
import { PortalProviders } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/shell-namespace';
import { usePortal } from '../../portal-context';

/**
 * Staging banner (ARCHITECTURE §3): stays visible while any remote override is active, names each, and offers
 * "clear" and "copy share link"; also reports refused overrides.
 */
export function OverrideBanner() {
  const { t } = useTranslation(SHELL_NS);
  const { overrides } = usePortal();
  const [copied, setCopied] = useState(false);

  return (
    <>
      {overrides.refused.map((refusal) => (
        <Alert
          key={`${refusal.name}@${refusal.url}`}
          type="error"
          showIcon
          closable
          style={{ marginBottom: 12 }}
          title={t(`overrides.refused.${refusal.reason}`, { name: refusal.name, url: refusal.url })}
        />
      ))}
      {overrides.active.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          title={
            <>
              {t('overrides.banner')}{' '}
              {overrides.active.map((o) => (
                <code key={o.name} style={{ marginInlineEnd: 8 }}>
                  {o.name} → {o.entry}
                </code>
              ))}
            </>
          }
          action={
            <Space>
              <Button
                size="small"
                onClick={() => {
                  writeStoredOverrides(window.localStorage, []);
                  const url = new URL(window.location.href);
                  url.searchParams.delete('override');
                  window.location.assign(url.href);
                }}
              >
                {t('overrides.clear')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(overrideShareLink(window.location.href, overrides.active))
                    .then(() => setCopied(true));
                }}
              >
                {copied ? t('overrides.copied') : t('overrides.copy')}
              </Button>
            </Space>
          }
        />
      )}
    </>
  );
}

/** The banner in its antd providers: the default export the main layout loads lazily (React.lazy). */
export default function LazyOverrideBanner() {
  return (
    <PortalProviders>
      <OverrideBanner />
    </PortalProviders>
  );
}
