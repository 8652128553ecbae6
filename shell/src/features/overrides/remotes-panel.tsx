import {
  checkOverride,
  readStoredOverrides,
  writeStoredOverrides,
  type OverrideRequest,
  type RefusedOverride,
} from '@portal/federation';
import { Alert, Form, Input, Modal, Table, Typography } from 'antd';
import { PortalProviders } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/shell-namespace';
import { usePortal } from '../../portal-context';
import { probeRemotes } from '../../remote-outlet/probe-remotes';
import { useRemoteStatusStore } from '../../remote-outlet/remote-status-store';

type RowState = 'loaded' | 'failed' | 'available' | 'unknown';

/**
 * The Remotes panel (ARCHITECTURE §3, staging only): lists every remote with its name, version (the build version
 * its mf-manifest.json reports, else the registry's), entry and load state, and lets a tester point one at another
 * build. URLs outside `overrideOrigins` are refused here with a message (nothing is applied); accepted ones are
 * stored in localStorage and applied on reload (the boot checks them again).
 */
export function RemotesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const { registry, overrides } = usePortal();
  const statuses = useRemoteStatusStore((s) => s.statuses);
  const versions = useRemoteStatusStore((s) => s.versions);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(readStoredOverrides(window.localStorage).map((o) => [o.name, o.url])),
  );
  const [refused, setRefused] = useState<RefusedOverride[]>([]);

  // Fresh versions and reachability each time the panel opens (one small JSON request per remote).
  useEffect(() => {
    if (open) void probeRemotes(registry);
  }, [open, registry]);

  const stateOf = (name: string): RowState => {
    const status = statuses[name];
    if (status === 'loaded') return 'loaded';
    if (status === 'unavailable') return 'failed';
    return versions[name] ? 'available' : 'unknown';
  };
  const overridden = new Set(overrides.active.map((o) => o.name));

  const apply = () => {
    const requests: OverrideRequest[] = Object.entries(values)
      .filter(([, url]) => url.trim())
      .map(([name, url]) => ({ name, url: url.trim() }));
    const refusals = requests.flatMap((request) => {
      const { reason } = checkOverride(registry, request, window.location.href);
      return reason ? [{ ...request, reason }] : [];
    });
    setRefused(refusals);
    if (refusals.length > 0) return;
    writeStoredOverrides(window.localStorage, requests);
    window.location.reload();
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={apply}
      okText={t('overrides.apply')}
      title={t('overrides.panelTitle')}
      width={960}
    >
      <Typography.Paragraph>
        {t('overrides.panelIntro', { origins: registry.overrideOrigins.join(', ') || '—' })}
      </Typography.Paragraph>
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={t('overrides.fixBeforeApply')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {refused.map((r) => (
                <li key={r.name}>{t(`overrides.refused.${r.reason}`, { name: r.name, url: r.url })}</li>
              ))}
            </ul>
          }
        />
      )}
      <Form layout="vertical" component="div">
        <Table
          size="small"
          pagination={false}
          rowKey="name"
          aria-label={t('overrides.panelTitle')}
          dataSource={Object.entries(registry.remotes).map(([name, remote]) => ({
            name,
            version: versions[name] ?? remote.version,
            entry: remote.entry,
            state: stateOf(name),
          }))}
          columns={[
            { title: t('overrides.remote'), dataIndex: 'name' },
            {
              title: t('overrides.version'),
              dataIndex: 'version',
              render: (version: string, row) => (
                <>
                  {version}
                  {overridden.has(row.name) && (
                    <Typography.Text type="warning"> ({t('overrides.overridden')})</Typography.Text>
                  )}
                </>
              ),
            },
            {
              title: t('overrides.entry'),
              dataIndex: 'entry',
              render: (entry: string) => (
                <Typography.Text code style={{ wordBreak: 'break-all' }}>
                  {entry}
                </Typography.Text>
              ),
            },
            {
              title: t('overrides.state'),
              dataIndex: 'state',
              render: (state: RowState) => t(`overrides.states.${state}`),
            },
            {
              title: t('overrides.override'),
              render: (_, row) => (
                <Input
                  aria-label={`${t('overrides.override')} ${row.name}`}
                  value={values[row.name] ?? ''}
                  placeholder="https://…/mf-manifest.json"
                  status={refused.some((r) => r.name === row.name) ? 'error' : undefined}
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

/** The panel in its antd providers: the default export the layout loads lazily (React.lazy). */
export default function LazyRemotesPanel(props: { open: boolean; onClose: () => void }) {
  return (
    <PortalProviders>
      <RemotesPanel {...props} />
    </PortalProviders>
  );
}
