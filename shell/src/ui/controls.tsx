import { i18n, setLocale, useLocale } from '@portal/i18n';
import type { Locale } from '@portal/domain';
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shell's own light controls (ARCHITECTURE §2 "Bundle weight"): the boot path and the shell's pages are plain
 * semantic HTML styled by public/shell.css (same brand tokens as @portal/ui's antd theme), so /login and / load
 * no antd. antd is loaded by remotes and, lazily, by the few shell parts that need it (overrides panel/banner).
 */

/** A message box: `role="alert"` for errors, `role="status"` for notices. The text is the whole content. */
export function Notice({
  type,
  role,
  children,
}: {
  type: 'success' | 'info' | 'error' | 'warning';
  role: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={`shell-notice shell-notice-${type}`} role={role}>
      {children}
    </div>
  );
}

/**
 * A labelled text input (label above, optional hint below). `error` (spec §5 field validation) is shown under the
 * input and marks it `aria-invalid`; hint and error are linked by aria-describedby, so a screen reader reads them
 * with the field.
 */
export function TextField({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'shell-field shell-field-invalid' : 'shell-field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className="shell-input" aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
      {error && (
        <div id={errorId} className="shell-field-error">
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="shell-hint">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A button; `variant="primary"` is the filled brand button; `loading` disables it and shows a spinner. */
export function ShellButton({
  variant = 'default',
  block,
  loading,
  className,
  children,
  type = 'button',
  ...rest
}: {
  variant?: 'primary' | 'default' | 'text' | 'link';
  block?: boolean;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const classes = ['shell-button', `shell-button-${variant}`, block ? 'shell-button-block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-busy={loading || undefined} disabled={loading || rest.disabled} {...rest}>
      {loading && <span className="shell-spinner shell-spinner-small" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A centered result screen (404, crash): a status mark, heading, text and actions. */
export function ResultScreen({
  status,
  title,
  text,
  actions,
}: {
  status: 'error' | 'warning' | '404';
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`shell-result shell-result-${status}`}>
      <div className="shell-result-mark" aria-hidden="true">
        {status === '404' ? '404' : '!'}
      </div>
      <div className="shell-result-title">{title}</div>
      {text && <p className="shell-result-text">{text}</p>}
      {actions && <div className="shell-result-actions">{actions}</div>}
    </div>
  );
}

/**
 * The interface language switch (spec §1): a native select labelled "Language" / "Taal" (role combobox), with
 * the options English / Nederlands. Choosing one stores it and switches texts, dayjs and the API locale.
 */
export function LanguageSelect() {
  const { t } = useTranslation('common', { i18n });
  const locale = useLocale();
  return (
    <select
      className="shell-select"
      aria-label={t('language.label')}
      value={locale}
      onChange={(event) => void setLocale(event.target.value as Locale)}
    >
      <option value="en" lang="en">
        {t('language.en')}
      </option>
      <option value="nl" lang="nl">
        {t('language.nl')}
      </option>
    </select>
  );
}
