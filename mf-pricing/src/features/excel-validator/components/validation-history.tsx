import type { ValidationSummary } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { DataTable, DateText, StatusTag, type DataTableColumn, type DataTableQuery } from '@portal/ui';
import { Card } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { validationsPageQuery } from '../api/list-validations';
import { validationPath } from './validation-path';
import { profileName } from './validator-text';

/**
 * The user's own validations (issue 17; GET /excel-validations, newest first, 20 per page, the page in the URL as
 * `?page=2`): file name (a link to its result), profile, when, rows read, errors (a green "No errors" tag, else a
 * red "12 errors") and, for an applied sales price import, its batch ("Batch #7"). A click on a row or Enter on its
 * file name opens the result. Empty: "No files validated yet" (spec §8); a failed load shows the error with "Try
 * again" (DataTable).
 */
export function ValidationHistory() {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  const columns: DataTableColumn<ValidationSummary>[] = [
    {
      key: 'file',
      title: t('excelValidator.history.columns.file'),
      render: (_, row) => <Link to={validationPath(row.id)}>{row.fileName}</Link>,
    },
    {
      key: 'profile',
      title: t('excelValidator.history.columns.profile'),
      render: (_, row) => profileName(row.profile, t),
    },
    {
      key: 'when',
      title: t('excelValidator.history.columns.when'),
      render: (_, row) => <DateText value={row.createdAt} withTime />,
    },
    {
      key: 'rows',
      title: t('excelValidator.history.columns.rows'),
      align: 'right',
      render: (_, row) => number(row.rowCount),
    },
    {
      key: 'errors',
      title: t('excelValidator.history.columns.errors'),
      render: (_, row) =>
        row.errorCount === 0 ? (
          <StatusTag tone="success">{t('excelValidator.history.noErrors')}</StatusTag>
        ) : (
          <StatusTag tone="error">
            {t('excelValidator.result.errorCount', { count: row.errorCount, number: number(row.errorCount) })}
          </StatusTag>
        ),
    },
    {
      key: 'applied',
      title: t('excelValidator.history.columns.applied'),
      render: (_, row) =>
        row.appliedBatchId !== null && (
          <StatusTag tone="info">{t('excelValidator.history.applied', { id: row.appliedBatchId })}</StatusTag>
        ),
    },
  ];

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('excelValidator.history.title')}</h2>}>
      <DataTable<ValidationSummary>
        ariaLabel={t('excelValidator.history.title')}
        pageQuery={(query: DataTableQuery) =>
          validationsPageQuery({ page: query.page, pageSize: query.pageSize })
        }
        columns={columns}
        emptyText={t('excelValidator.history.empty')}
        onRow={(row) => ({ onClick: () => navigate(validationPath(row.id)), style: { cursor: 'pointer' } })}
      />
    </Card>
  );
}
