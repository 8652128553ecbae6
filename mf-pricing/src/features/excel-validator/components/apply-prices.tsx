import { normalizeError } from '@portal/api';
import type { ValidationResult } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { ConfirmAction, StatusTag, useApiError } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { conflictMessage } from '../../../shared/api/conflict-message';
import { queryKeys } from '../../../shared/query-keys';
import { useApplyValidationMutation } from '../api/apply-validation';
import { canApplySalesPrices } from './validator-access';
import { validatorMessageText, withValidatorMessages } from './validator-text';

/** A refused apply whose answer names rows (`row.<n>`): its message and the rows' messages. */
interface RowRefusal {
  title: string;
  rows: Array<{ row: string; message: string }>;
}

/** The field of a row error of an apply: `row.12` → "12". */
const ROW_FIELD = /^row\.(\d+)$/;

/**
 * Applying a sales price import (issue 17 "a valid sales price import can be applied"). Shown for a validation of the
 * profile `salesPriceImport` without errors only. Once applied (`appliedBatchId`): "Applied (batch #7)" for everyone,
 * and for the writers a link to the Prices page, where the batch is undone. Not yet applied, for the sales price
 * writers (super admin, management): "Apply prices", which asks "Are you sure you want to create N sales prices from
 * this file?" (the note beside it says they are created as one batch that can be undone on the Prices page), then
 * says "N sales prices created (batch #7)." and is replaced by the applied mark. A refusal is said in the interface
 * language: rows that overlap a sales price created since the validation as a list ("Row 12: …"), "This file was
 * already applied." (409; the validation loads again), anything else the spec §8 way.
 */
export function ApplyPrices({ validation }: { validation: ValidationResult }) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const queryClient = useQueryClient();
  const writer = canApplySalesPrices(useSessionStore((state) => state.user));
  const applying = useApplyValidationMutation();
  const [refusal, setRefusal] = useState<RowRefusal>();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  if (validation.profile !== 'salesPriceImport' || validation.errorCount > 0) return null;

  if (validation.appliedBatchId !== null) {
    return (
      <Flex gap={8} align="center" wrap role="status">
        <StatusTag tone="success">
          {t('excelValidator.apply.applied', { id: validation.appliedBatchId })}
        </StatusTag>
        {writer && <Link to="/prices">{t('excelValidator.apply.undoHint')}</Link>}
      </Flex>
    );
  }
  if (!writer) return null;

  async function apply() {
    setRefusal(undefined);
    try {
      const batch = await applying.mutateAsync(validation.id);
      void message.success(
        t('excelValidator.apply.done', { count: batch.count, number: number(batch.count), id: batch.id }),
      );
    } catch (error) {
      const conflict = conflictMessage(error);
      if (conflict !== undefined) {
        void message.error(validatorMessageText(conflict, t));
        void queryClient.invalidateQueries({ queryKey: queryKeys.excelValidation(validation.id) });
        return;
      }
      const normalized = normalizeError(error);
      const rows = normalized.fieldErrors.flatMap(({ field, message: text }) => {
        const row = ROW_FIELD.exec(field)?.[1];
        return row ? [{ row, message: validatorMessageText(text, t) }] : [];
      });
      if (rows.length > 0) setRefusal({ title: validatorMessageText(normalized.message, t), rows });
      else showApiError(withValidatorMessages(error, t));
    }
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <ConfirmAction
          action={t('excelValidator.apply.action', {
            count: validation.rowCount,
            number: number(validation.rowCount),
          })}
          danger={false}
          onConfirm={apply}
        >
          <Button type="primary">{t('excelValidator.apply.button')}</Button>
        </ConfirmAction>
        <Typography.Text type="secondary">{t('excelValidator.apply.note')}</Typography.Text>
      </Flex>
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={refusal.title}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {refusal.rows.map(({ row, message: text }, index) => (
                <li key={`${row}-${index}`}>{t('excelValidator.apply.rowError', { row, message: text })}</li>
              ))}
            </ul>
          }
        />
      )}
    </Flex>
  );
}
