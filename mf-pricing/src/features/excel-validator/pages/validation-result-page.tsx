import { DownloadOutlined } from '@ant-design/icons';
import type { ValidationResult } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { ErrorResult, PageHeader, formatDate } from '@portal/ui';
import { Alert, Breadcrumb, Button, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { downloadMarkedWorkbook } from '../api/download-marked-workbook';
import { downloadValidationErrors } from '../api/download-validation-errors';
import { useValidationQuery } from '../api/get-validation';
import { ApplyPrices } from '../components/apply-prices';
import { ValidationErrorsTable } from '../components/validation-errors-table';
import { ValidatorUsersOnly } from '../components/validator-users-only';
import { profileName } from '../components/validator-text';
import { useDownload } from '../../../shared/hooks/use-download';

/**
 * One validation's result (/excel-validator/:id; issue 17 "Spreadsheet validator"; spec §3 Excel validator result
 * row): reached after an upload and from the history. A breadcrumb leads back to the validator. The header names the
 * file, the profile, when it was validated (and by whom) and the rows read. Without errors: "No errors found in N
 * rows." and, for a sales price import, ApplyPrices. With errors: "12 errors in 8 rows", a notice when the server kept
 * only the first VALIDATOR_MAX_ERRORS (`truncated`), "Download errors (xlsx)" and "Download marked workbook" (each
 * spinning while it loads; a failure is shown), and the result rows (ValidationErrorsTable). "Validate another file"
 * returns to the validator with the same profile. Loading: a spinner; a failed load shows the error with "Try again";
 * another user's validation answers 404 (the not-found page). Anyone but the validator's users is sent to `/`.
 */
export function ValidationResultPage() {
  return (
    <ValidatorUsersOnly>
      <ValidationResultScreen />
    </ValidatorUsersOnly>
  );
}

/** The screen itself, for the validator's users. */
function ValidationResultScreen() {
  const { t } = usePricingTranslation();
  const id = Number(useParams().id);
  const validation = useValidationQuery(id);
  const title = validation.data?.fileName ?? t('routes.excelValidation');

  let body;
  if (validation.data) body = <ValidationResultBody validation={validation.data} />;
  else if (validation.isError && !validation.isFetching)
    body = <ErrorResult error={validation.error} onRetry={() => void validation.refetch()} />;
  else
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[
          { title: <Link to="/excel-validator">{t('routes.excelValidator')}</Link> },
          { title: t('routes.excelValidation') },
        ]}
      />
      <PageHeader
        title={title}
        extra={
          <Link to={`/excel-validator${validation.data ? `?profile=${validation.data.profile}` : ''}`}>
            {t('excelValidator.result.validateAnother')}
          </Link>
        }
      />
      {body}
    </>
  );
}

/** The facts, the verdict, the downloads, the apply and the result rows of a loaded validation. */
function ValidationResultBody({ validation }: { validation: ValidationResult }) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const errorsFile = useDownload();
  const markedFile = useDownload();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const rows = (count: number) => t('excelValidator.result.rowCount', { count, number: number(count) });
  const rowsWithErrors = new Set(validation.errors.map((error) => error.row)).size;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'file', label: t('excelValidator.result.fields.file'), children: validation.fileName },
            {
              key: 'profile',
              label: t('excelValidator.result.fields.profile'),
              children: profileName(validation.profile, t),
            },
            {
              key: 'validatedAt',
              label: t('excelValidator.result.fields.validatedAt'),
              children: (
                <time dateTime={validation.createdAt}>{formatDate(validation.createdAt, locale, true)}</time>
              ),
            },
            {
              key: 'rows',
              label: t('excelValidator.result.fields.rows'),
              children: number(validation.rowCount),
            },
            ...(validation.createdByName
              ? [
                  {
                    key: 'by',
                    label: t('excelValidator.result.fields.by'),
                    children: validation.createdByName,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {validation.errorCount === 0 ? (
        <Card>
          <Result
            status="success"
            title={t('excelValidator.result.valid', {
              count: validation.rowCount,
              number: number(validation.rowCount),
            })}
            extra={<ApplyPrices validation={validation} />}
          />
        </Card>
      ) : (
        <Card>
          <Flex vertical gap={16}>
            <Flex justify="space-between" align="center" gap={16} wrap>
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                {t(
                  validation.truncated
                    ? 'excelValidator.result.summaryTruncated'
                    : 'excelValidator.result.summary',
                  {
                    errors: t('excelValidator.result.errorCount', {
                      count: validation.errorCount,
                      number: number(validation.errorCount),
                    }),
                    rows: rows(rowsWithErrors),
                  },
                )}
              </Typography.Title>
              <Flex gap={8} wrap>
                <Button
                  icon={<DownloadOutlined aria-hidden />}
                  loading={errorsFile.downloading}
                  onClick={() => void errorsFile.download(() => downloadValidationErrors(validation.id))}
                >
                  {t('excelValidator.result.downloadErrors')}
                </Button>
                <Button
                  icon={<DownloadOutlined aria-hidden />}
                  loading={markedFile.downloading}
                  onClick={() => void markedFile.download(() => downloadMarkedWorkbook(validation.id))}
                >
                  {t('excelValidator.result.downloadMarked')}
                </Button>
              </Flex>
            </Flex>
            {validation.truncated && (
              <Alert
                type="warning"
                showIcon
                title={t('excelValidator.result.truncated', {
                  shown: number(validation.errors.length),
                  total: number(validation.errorCount),
                })}
              />
            )}
            <ValidationErrorsTable errors={validation.errors} />
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
