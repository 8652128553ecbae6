import { PrinterOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Typography } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { downloadShipmentLabels, MAX_LABELS_PER_PRINT } from '../../../shared/api/download-labels';
import { useDownload } from '../../../shared/hooks/use-download';

/** Props of {@link LabelPrintBar}. */
export interface LabelPrintBarProps {
  /** The selected shipments, in the order they were selected. */
  selectedIds: readonly number[];
  /** The shipments of the page shown (for "Select all on this page"). */
  pageIds: readonly number[];
  /** Selects (true) or unselects (false) every shipment of the page shown. */
  onTogglePage: (on: boolean) => void;
  onClear: () => void;
}

/**
 * The overview's selection and its action (issue 14): "Select all on this page", "Print labels (A4)" downloads the labels of the selected
 * shipments, four per A4 page (GET /shipments/labels, at most 100); with more selected it says so and waits. Shows
 * how many are selected and "Clear selection". A failure shows the spec §8 message.
 */
export function LabelPrintBar({ selectedIds, pageIds, onTogglePage, onClear }: LabelPrintBarProps) {
  const { t } = useShipmentsTranslation();
  const { downloading: printing, download } = useDownload();
  const count = selectedIds.length;
  const tooMany = count > MAX_LABELS_PER_PRINT;
  const pageSelected = pageIds.filter((id) => selectedIds.includes(id)).length;

  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      <Checkbox
        checked={pageIds.length > 0 && pageSelected === pageIds.length}
        indeterminate={pageSelected > 0 && pageSelected < pageIds.length}
        disabled={pageIds.length === 0}
        onChange={(event) => onTogglePage(event.target.checked)}
      >
        {t('shipments.labels.selectPage')}
      </Checkbox>
      <Button
        icon={<PrinterOutlined aria-hidden />}
        disabled={count === 0 || tooMany}
        loading={printing}
        onClick={() => void download(() => downloadShipmentLabels(selectedIds))}
      >
        {t('shipments.labels.print')}
      </Button>
      <Typography.Text type={tooMany ? 'danger' : 'secondary'} role="status">
        {tooMany
          ? t('shipments.labels.tooMany', { count, max: MAX_LABELS_PER_PRINT })
          : t('shipments.labels.selected', { count })}
      </Typography.Text>
      {count > 0 && (
        <Button type="link" onClick={onClear}>
          {t('shipments.labels.clear')}
        </Button>
      )}
    </Flex>
  );
}
