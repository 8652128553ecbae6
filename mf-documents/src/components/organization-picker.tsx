import { organizationsApi } from '@portal/api';
import type { OrganizationListItem } from '@portal/domain';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDocumentsTranslation } from '../i18n/use-documents-translation';

/** Props of {@link OrganizationPicker}. */
export interface OrganizationPickerProps {
  /** The chosen organization id, or undefined for none. */
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** id of the select's input, for a form label. */
  id?: string;
  /** Shows a clear button (e.g. "all customers" in a filter). */
  allowClear?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}

const SEARCH_DELAY_MS = 250;

/**
 * Picks an organization (staff screens, spec §2): an antd Select searching the server (GET /organizations?search=,
 * first 20 matches) as the user types. A preset `value` (e.g. from the URL) is shown by name once loaded.
 */
export function OrganizationPicker({ value, onChange, id, allowClear, placeholder, style }: OrganizationPickerProps) {
  const { t } = useDocumentsTranslation();
  const [options, setOptions] = useState<OrganizationListItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [known, setKnown] = useState<{ id: number; name: string }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  function search(text: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const request = ++latest.current;
      setLoading(true);
      organizationsApi
        .list({ search: text || undefined, page: 1, pageSize: 20 })
        .then((page) => request === latest.current && setOptions(page.items))
        .catch(() => request === latest.current && setOptions([]))
        .finally(() => request === latest.current && setLoading(false));
    }, SEARCH_DELAY_MS);
  }

  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, []);

  // Name of a preset id that is not among the options (deep link).
  useEffect(() => {
    if (value === undefined || options.some((o) => o.id === value) || known?.id === value) return;
    let active = true;
    organizationsApi
      .get(value, { passNotFound: true })
      .then((organization) => active && setKnown({ id: organization.id, name: organization.name }))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [value, options, known]);

  const items = options.map((o) => ({ value: o.id, label: `${o.name} (${o.customerNumber})` }));
  if (value !== undefined && known?.id === value && !options.some((o) => o.id === value)) {
    items.unshift({ value: known.id, label: known.name });
  }

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      value={value}
      options={items}
      loading={loading}
      allowClear={allowClear}
      placeholder={placeholder ?? t('organization.placeholder')}
      aria-label={t('organization.label')}
      onChange={(next) => onChange?.(next ?? undefined)}
      style={{ minWidth: 320, ...style }}
      notFoundContent={null}
    />
  );
}
