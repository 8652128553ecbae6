import { theme } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/** The dot before an unread notification, named "Unread" for screen readers. */
export function UnreadDot() {
  const { t } = useHelpdeskTranslation();
  const { token } = theme.useToken();
  return (
    <span
      role="img"
      aria-label={t('notifications.unread')}
      style={{
        display: 'inline-block',
        flex: 'none',
        width: 8,
        height: 8,
        borderRadius: '50%',
        background: token.colorPrimary,
      }}
    />
  );
}
