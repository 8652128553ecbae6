import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * Colours of {@link StatusTag}: text on a light tint with at least 4.5:1 contrast (WCAG AA). antd's preset tag
 * greens and golds (shade 7 on shade 1, ~3.4:1) fail axe "color-contrast", and a darker preset seed greys the tint.
 */
const TONES = {
  success: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
  warning: { color: '#ad4e00', background: '#fff7e6', borderColor: '#ffd591' },
  info: { color: '#0b5cab', background: '#e6f4ff', borderColor: '#91caff' },
  error: { color: '#cf1322', background: '#fff1f0', borderColor: '#ffa39e' },
  neutral: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
} as const;

/** Props of {@link StatusTag}. */
export interface StatusTagProps {
  /**
   * success (added, granted, paid), warning (pending, requested), info (confirmed, open), error (declined, overdue),
   * neutral (credited, inactive).
   */
  tone: keyof typeof TONES;
  children: ReactNode;
}

/** A small status label (antd Tag) in an accessible tone. */
export function StatusTag({ tone, children }: StatusTagProps) {
  return <Tag style={TONES[tone]}>{children}</Tag>;
}
