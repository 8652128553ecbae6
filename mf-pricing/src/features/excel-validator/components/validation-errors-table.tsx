import type { ValidationError } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { EmptyState } from '@portal/ui';
import { Flex, Input, Select, Table, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { columnText, ruleText } from './validator-text';

/** Result rows per page. */
const PAGE_SIZE = 50;

/** A result row as the table shows it: its message translated and its column named once. */
interface ErrorRow extends ValidationError {
  key: number;
  columnLabel: string;
  text: string;
}

/** Excel's column order: "B" before "AA" (shorter first), a rule across the row ("") first. */
const byColumn = (a: ErrorRow, b: ErrorRow) =>
  a.column.length - b.column.length || a.column.localeCompare(b.column) || a.header.localeCompare(b.header);
const byRow = (a: ErrorRow, b: ErrorRow) => a.row - b.row;

/**
 * The result rows of a validation (spec §3 Excel validator result row: row number, column name, error message):
 * Excel's row number, the column ("C · Invoice line") and the message in the interface language (from the row's
 * rule `code` and `params` through i18next). Sorted by row (then column) at first; the row and column headers sort
 * either way. A column select ("All columns" or one of those with errors) and a search in the messages narrow the
 * list ("No errors match these filters." when nothing is left); 50 per page with "1–50 of 120".
 */
export function ValidationErrorsTable({ errors }: { errors: readonly ValidationError[] }) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const [column, setColumn] = useState<string>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  const rows = useMemo<ErrorRow[]>(
    () =>
      errors.map((error, key) => ({
        ...error,
        key,
        columnLabel: columnText(error),
        text: ruleText(error, t),
      })),
    [errors, t],
  );
  const columnChoices = useMemo(() => {
    const byLabel = new Map(rows.map((row) => [row.columnLabel, row]));
    return [...byLabel.values()]
      .sort(byColumn)
      .map((row) => ({ value: row.columnLabel, label: row.columnLabel }));
  }, [rows]);
  const needle = search.trim().toLocaleLowerCase(locale);
  const shown = rows.filter(
    (row) =>
      (column === undefined || row.columnLabel === column) &&
      (!needle || row.text.toLocaleLowerCase(locale).includes(needle)),
  );

  const columns: TableColumnType<ErrorRow>[] = [
    {
      key: 'row',
      title: t('excelValidator.result.columns.row'),
      dataIndex: 'row',
      align: 'right',
      width: 80,
      sorter: (a, b) => byRow(a, b) || byColumn(a, b),
      defaultSortOrder: 'ascend',
      sortDirections: ['ascend', 'descend', 'ascend'],
    },
    {
      key: 'column',
      title: t('excelValidator.result.columns.column'),
      dataIndex: 'columnLabel',
      sorter: (a, b) => byColumn(a, b) || byRow(a, b),
      sortDirections: ['ascend', 'descend', 'ascend'],
    },
    { key: 'message', title: t('excelValidator.result.columns.message'), dataIndex: 'text' },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="center">
        <Select
          aria-label={t('excelValidator.result.filters.column')}
          value={column ?? ''}
          onChange={(value: string) => {
            setColumn(value || undefined);
            setPage(1);
          }}
          options={[{ value: '', label: t('excelValidator.result.filters.allColumns') }, ...columnChoices]}
          style={{ minWidth: 220 }}
        />
        <Input
          type="search"
          allowClear
          aria-label={t('excelValidator.result.filters.search')}
          placeholder={t('excelValidator.result.filters.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
      </Flex>
      <section aria-label={t('excelValidator.result.rowsLabel')}>
        <Table<ErrorRow>
          size="small"
          columns={columns}
          dataSource={shown}
          locale={{ emptyText: <EmptyState description={t('excelValidator.result.emptyFiltered')} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
            showTotal: (total, [start, end]) =>
              t('excelValidator.result.range', {
                start: number(start),
                end: number(end),
                total: number(total),
              }),
          }}
          scroll={{ x: true }}
        />
      </section>
    </Flex>
  );
}
