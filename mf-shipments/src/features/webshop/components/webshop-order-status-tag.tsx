import type { WebshopOrderStatus } from '@portal/domain';
import { StatusTag, type StatusTagProps } from '@portal/ui';
import { Tag } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';

/** Tone per status: received blue, processing gold, delivered green, cancelled grey (shipped: {@link SHIPPED_STYLE}). */
const STATUS_TONE: Record<Exclude<WebshopOrderStatus, 'shipped'>, StatusTagProps['tone']> = {
  received: 'info',
  processing: 'warning',
  delivered: 'success',
  cancelled: 'neutral',
};

/**
 * Cyan for "shipped", which StatusTag's tones lack (blue is "received"): dark cyan text on a light cyan tint, over
 * 4.5:1 contrast as StatusTag's tones (antd's preset cyan tag is not).
 */
const SHIPPED_STYLE = { color: '#006d75', background: '#e6fffb', borderColor: '#87e8de' } as const;

/**
 * The status of a webshop order (issue 15: received, processing, shipped, delivered, cancelled) as a tag in the
 * interface language.
 */
export function WebshopOrderStatusTag({ status }: { status: WebshopOrderStatus }) {
  const { t } = useShipmentsTranslation();
  const text = t(`webshop.status.${status}`);
  if (status === 'shipped') return <Tag style={SHIPPED_STYLE}>{text}</Tag>;
  return <StatusTag tone={STATUS_TONE[status]}>{text}</StatusTag>;
}
