import { i18n, useRemoteNamespace } from '@portal/i18n';
import { Button, Flex, Input, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedRichTextUrl } from './rich-text-schema';
import { UI_RICH_TEXT_NS, uiRichTextCatalogs } from './rich-text-texts';

/** Props of {@link LinkDialog}. */
export interface LinkDialogProps {
  open: boolean;
  /** The address of the link at the caret, '' for a new link. */
  initialUrl: string;
  /** Applies the address (trimmed, accepted by isAllowedRichTextUrl). */
  onApply: (url: string) => void;
  /** Removes the link at the caret; the "Remove link" button shows only when given. */
  onRemove?: () => void;
  /** Closes without a change (Cancel, Escape, the close button). */
  onCancel: () => void;
  /** Runs when the dialog has closed, whatever closed it (the editor takes the focus back). */
  afterClose: () => void;
}

/**
 * Asks for a link's address (issue 12): a web address or an e-mail link. Anything but an http, https or mailto URL
 * is refused with a message saying what is allowed. Enter applies, Escape cancels. The address field is fresh
 * on every opening.
 */
export function LinkDialog({ open, initialUrl, onApply, onRemove, onCancel, afterClose }: LinkDialogProps) {
  const { t } = useRemoteNamespace(UI_RICH_TEXT_NS, uiRichTextCatalogs);
  return (
    <Modal
      open={open}
      title={t('linkDialog.title')}
      footer={null}
      destroyOnHidden
      focusable={{ focusTriggerAfterClose: false }}
      onCancel={onCancel}
      afterClose={afterClose}
    >
      <LinkForm initialUrl={initialUrl} onApply={onApply} onRemove={onRemove} onCancel={onCancel} />
    </Modal>
  );
}

/** The dialog's content; destroyed when the dialog closes, so each opening starts from `initialUrl`. */
function LinkForm({ initialUrl, onApply, onRemove, onCancel }: Omit<LinkDialogProps, 'open' | 'afterClose'>) {
  const { t } = useTranslation(UI_RICH_TEXT_NS, { i18n });
  const { t: tc } = useTranslation('common', { i18n });
  const [url, setUrl] = useState(initialUrl);
  const [refused, setRefused] = useState(false);
  const input = useRef<InputRef>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    input.current?.focus({ cursor: 'all' });
  }, []);

  function apply() {
    if (isAllowedRichTextUrl(url)) {
      onApply(url.trim());
    } else {
      setRefused(true);
      input.current?.focus();
    }
  }

  return (
    <Flex vertical gap={4}>
      <label htmlFor={inputId}>{t('linkDialog.address')}</label>
      <Input
        id={inputId}
        ref={input}
        value={url}
        inputMode="url"
        placeholder="https://"
        status={refused ? 'error' : undefined}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => {
          setUrl(event.target.value);
          setRefused(false);
        }}
        // Not a <form>: React would bubble its submit event through the portal to the page's form.
        onPressEnter={(event) => {
          event.preventDefault();
          apply();
        }}
      />
      <Typography.Text type="secondary" id={hintId}>
        {t('linkDialog.hint')}
      </Typography.Text>
      {refused && (
        <Typography.Text type="danger" role="alert" id={errorId}>
          {t('linkDialog.invalid')}
        </Typography.Text>
      )}
      <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
        <span>{onRemove && <Button onClick={onRemove}>{t('linkDialog.remove')}</Button>}</span>
        <Flex gap={8}>
          <Button onClick={onCancel}>{tc('actions.cancel')}</Button>
          <Button type="primary" onClick={apply}>
            {t('linkDialog.apply')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
