import { useRemoteNamespace } from '@portal/i18n';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useOrganizationQuery } from './get-organization';
import { useOrganizationSearchQuery } from './search-organizations';
import { UI_ORGANIZATION_PICKER_NS, uiOrganizationPickerCatalogs } from './texts';

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

/** Whether an option's label contains what was typed (case-insensitive), for the list shown while the server searches. */
function labelContains(label: string, typed: string): boolean {
  return label.toLocaleLowerCase().includes(typed.trim().toLocaleLowerCase());
}

/**
 * Picks an organization on staff screens of any remote (spec §2; documents, users, …): an antd Select searching the server (GET /organizations?search=,
 * first 20 matches) as the user types (250 ms after the last key; answers are cached). Until the server's answer for
 * the typed text arrives, the list already shows only the present options that contain it and the select shows its
 * loading icon, so the list does not change under the pointer when the answer lands. A preset `value` (e.g. from
 * the URL) is shown by name once loaded.
 */
export function OrganizationPicker({ value, onChange, id, allowClear, placeholder, style }: OrganizationPickerProps) {
  const { t } = useRemoteNamespace(UI_ORGANIZATION_PICKER_NS, uiOrganizationPickerCatalogs);
  const [typed, setTyped] = useState('');
  const [searchText, setSearchText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const matches = useOrganizationSearchQuery(searchText);
  const options = matches.isError ? [] : (matches.data?.items ?? []);
  // The answer on screen is not yet the one for the typed text: the search is waiting for the delay or the server.
  const searching = typed !== searchText || matches.isPlaceholderData;
  // The name of a preset id that is not among the options (deep link).
  const preset = useOrganizationQuery(
    value !== undefined && !options.some((o) => o.id === value) ? value : undefined,
  );

  function search(text: string) {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearchText(text), SEARCH_DELAY_MS);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const items = options
    .map((o) => ({ value: o.id, label: `${o.name} (${o.customerNumber})` }))
    .filter((item) => !searching || labelContains(item.label, typed));
  const known = preset.data;
  if (value !== undefined && known?.id === value && !options.some((o) => o.id === value)) {
    items.unshift({ value: known.id, label: known.name });
  }

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      value={value}
      options={items}
      loading={searching || matches.isFetching}
      allowClear={allowClear}
      placeholder={placeholder ?? t('placeholder')}
      aria-label={t('label')}
      onChange={(next) => onChange?.(next ?? undefined)}
      style={{ minWidth: 320, ...style }}
      notFoundContent={null}
    />
  );
}
