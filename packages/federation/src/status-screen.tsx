import type { CSSProperties, ReactNode } from 'react';

const BOX: CSSProperties = { padding: '48px 24px', textAlign: 'center', fontFamily: 'inherit' };
const TITLE: CSSProperties = { fontSize: 24, lineHeight: 1.35, margin: '16px 0 8px', color: 'rgba(0, 0, 0, 0.88)' };
const TEXT: CSSProperties = { fontSize: 14, margin: '0 0 24px', color: 'rgba(0, 0, 0, 0.65)' };
const MARK = (color: string): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: color,
  color: '#fff',
  fontSize: 32,
  fontWeight: 700,
});
const BUTTON: CSSProperties = {
  font: 'inherit',
  fontSize: 14,
  padding: '4px 15px',
  minHeight: 32,
  borderRadius: 6,
  border: '1px solid #0b5cab',
  background: '#0b5cab',
  color: '#fff',
  cursor: 'pointer',
};

/**
 * A result screen (status mark, title, text, one primary action) in plain React with inline styles: the crash
 * and "unavailable" screens of @portal/federation must not pull antd into the shell's boot path (ARCHITECTURE §2
 * "Bundle weight"); they look like antd's Result with the portal theme.
 */
export function StatusScreen({
  status,
  title,
  text,
  action,
  onAction,
}: {
  status: 'error' | 'warning';
  title: ReactNode;
  text: ReactNode;
  action?: ReactNode;
  onAction?: () => void;
}) {
  return (
    <div style={BOX}>
      <span aria-hidden="true" style={MARK(status === 'error' ? '#d4380d' : '#ad6800')}>
        !
      </span>
      <div style={TITLE}>{title}</div>
      <p style={TEXT}>{text}</p>
      {action && onAction && (
        <button type="button" style={BUTTON} onClick={onAction}>
          {action}
        </button>
      )}
    </div>
  );
}
