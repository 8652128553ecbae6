import { DeleteOutlined, InboxOutlined, PaperClipOutlined } from '@ant-design/icons';
import { i18n, useLocale, useRemoteNamespace } from '@portal/i18n';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_FILES_NS, uiFilesCatalogs } from './file-texts';

/**
 * A file size for people, in the locale's number format: bytes below 1 KB as "B", then KB (one decimal below 10),
 * then MB with one decimal, e.g. 2_400_000 → "2.3 MB" (en) / "2,3 MB" (nl). Units are binary (1 KB = 1024 B).
 */
export function formatFileSize(bytes: number, locale: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${number(kb, kb < 10 ? 1 : 0)} KB`;
  return `${number(kb / 1024, 1)} MB`;
}

/** Why a chosen file is refused before upload. */
export type FileRefusal = 'tooBig' | 'wrongType';

/**
 * Checks a file against an accept list (extensions like `.pdf` and/or MIME types like `application/pdf`,
 * case-insensitive; an empty list accepts everything) and a size limit in bytes. Pure; returns the refusal or
 * null.
 */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>, accept: readonly string[], maxBytes?: number): FileRefusal | null {
  if (accept.length > 0) {
    const name = file.name.toLowerCase();
    const type = (file.type || '').toLowerCase();
    const ok = accept.some((entry) => {
      const rule = entry.toLowerCase();
      return rule.startsWith('.') ? name.endsWith(rule) : type === rule;
    });
    if (!ok) return 'wrongType';
  }
  if (maxBytes !== undefined && file.size > maxBytes) return 'tooBig';
  return null;
}

/** Props of {@link FileUpload}. Works as an antd `Form.Item` control (`value` / `onChange`). */
export interface FileUploadProps {
  /** The chosen file (controlled), or null/undefined for none. */
  value?: File | null;
  /** Called with the chosen file, or null when it was removed or refused. */
  onChange?: (file: File | null) => void;
  /** Allowed extensions (`.pdf`) and/or MIME types (`application/pdf`); default: anything. */
  accept?: readonly string[];
  /** Largest allowed file in bytes (e.g. 20 MB for documents); default: no limit. */
  maxBytes?: number;
  /** Upload progress in percent while the form sends the file; shows a progress bar. */
  progress?: number;
  /** A message to show under the control (e.g. "File is required" or the server's error). */
  error?: ReactNode;
  /** Disables choosing and removing (e.g. while uploading). */
  disabled?: boolean;
  /** Accessible name of the drop zone (default "Choose a file"). */
  'aria-label'?: string;
  /** id of the drop zone's button, so a form label can point at it. */
  id?: string;
}

/**
 * A single-file picker (antd Upload.Dragger in manual mode: nothing is sent until the form submits). Click,
 * drag-and-drop or keyboard (Tab to the zone, Enter or Space) choose a file. Files of another type or larger than
 * `maxBytes` are refused at once with a message saying why (before any upload, spec §5); the form shows "File is
 * required" (spec §5, §8) through `error`. Shows the chosen file's name and size with a remove button, and a
 * progress bar while `progress` is set.
 */
export function FileUpload({
  value,
  onChange,
  accept = [],
  maxBytes,
  progress,
  error,
  disabled,
  'aria-label': ariaLabel,
  id,
}: FileUploadProps) {
  useRemoteNamespace(UI_FILES_NS, uiFilesCatalogs);
  const { t } = useTranslation(UI_FILES_NS, { i18n });
  const locale = useLocale();
  const [refusal, setRefusal] = useState<string>();
  const messageId = useId();

  const types = accept
    .filter((entry) => entry.startsWith('.'))
    .map((entry) => entry.slice(1).toUpperCase())
    .join(', ');
  const max = maxBytes === undefined ? undefined : formatFileSize(maxBytes, locale);

  function choose(file: File) {
    const reason = checkFile(file, accept, maxBytes);
    if (reason === 'wrongType') {
      setRefusal(t('upload.wrongType', { name: file.name, types: types || accept.join(', ') }));
      onChange?.(null);
    } else if (reason === 'tooBig') {
      setRefusal(t('upload.tooBig', { name: file.name, size: formatFileSize(file.size, locale), max }));
      onChange?.(null);
    } else {
      setRefusal(undefined);
      onChange?.(file);
    }
  }

  const shown = refusal ?? error;
  return (
    <Flex vertical gap={8}>
      <Upload.Dragger
        id={id}
        multiple={false}
        accept={accept.join(',') || undefined}
        disabled={disabled}
        showUploadList={false}
        // Manual mode: keep the file, send nothing (the form uploads it with progress).
        beforeUpload={(file) => {
          choose(file as unknown as File);
          return false;
        }}
        fileList={[]}
        aria-label={ariaLabel ?? t('upload.label')}
        aria-describedby={shown ? messageId : undefined}
        aria-invalid={shown ? true : undefined}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('upload.drop')}</p>
        {(types || max) && (
          <p className="ant-upload-hint">{t('upload.accepted', { types: types || '*', max: max ?? '∞' })}</p>
        )}
      </Upload.Dragger>
      {value && (
        <Flex align="center" gap={8}>
          <PaperClipOutlined aria-hidden />
          <Typography.Text>{value.name}</Typography.Text>
          <Typography.Text type="secondary">{formatFileSize(value.size, locale)}</Typography.Text>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            disabled={disabled}
            aria-label={t('upload.remove', { name: value.name })}
            onClick={() => onChange?.(null)}
          />
        </Flex>
      )}
      {progress !== undefined && <Progress percent={progress} size="small" aria-label={t('upload.progress')} />}
      {shown && (
        <Typography.Text type="danger" role="alert" id={messageId}>
          {shown}
        </Typography.Text>
      )}
    </Flex>
  );
}
