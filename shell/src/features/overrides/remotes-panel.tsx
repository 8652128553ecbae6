import { readStoredOverrides, writeStoredOverrides } from '@portal/federation';
import { Form, Input, Modal, Table, Typography } from 'antd';
import { PortalProviders } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/shell-namespace';
import { usePortal } from '../../portal-context';

/**
 * The Remotes panel (ARCHITECTURE §3, staging only): lists every remote with its version and lets a tester point
 * one at another build. Overrides are stored in localStorage and applied on reload (the boot checks the origin).
 */
export function RemotesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const { registry } = usePortal();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(readStoredOverrides(window.localStorage).map((o) => [o.name, o.url])),
  );

  const apply = () => {
    writeStoredOverrides(
      window.localStorage,
      Object.entries(values)
        .filter(([, url]) => url.trim())
        .map(([name, url]) => ({ name, url: url.trim() })),
    );
    window.location.reload();
  };

  return (
    <Modal open={open} onCancel={onClose} onOk={apply} okText={t('overrides.apply')} title={t('overrides.panelTitle')} width={760}>
      <Typography.Paragraph>
        {t('overrides.panelIntro', { origins: registry.overrideOrigins.join(', ') || '—' })}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Table
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={Object.entries(registry.remotes).map(([name, remote]) => ({ name, version: remote.version }))}
          columns={[
            { title: t('overrides.remote'), dataIndex: 'name' },
            { title: t('overrides.version'), dataIndex: 'version' },
            {
              title: t('overrides.override'),
              render: (_, row) => (
                <Input
                  aria-label={`${t('overrides.override')} ${row.name}`}
                  value={values[row.name] ?? ''}
                  placeholder="https://…/mf-manifest.json"
                  onChange={(event) => setValues((v) => ({ ...v, [row.name]: event.target.value }))}
                />
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}

/** The panel in its antd providers: the default export the main layout loads lazily (React.lazy). */
export default function LazyRemotesPanel(props: { open: boolean; onClose: () => void }) {
  return (
    <PortalProviders>
      <RemotesPanel {...props} />
    </PortalProviders>
  );
}
