import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSessionStore } from '@portal/session';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace';

/** The header's user menu (spec §2): the user's name opening a menu with "Log out"; signed out: "Log in". */
export function UserMenu() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const logout = useSessionStore((s) => s.logout);

  if (!user) {
    return (
      <Button type="primary" onClick={() => navigate('/login')}>
        {t('user.login')}
      </Button>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('user.logout') }],
        onClick: ({ key }) => {
          if (key !== 'logout') return;
          logout();
          navigate('/login', { replace: true });
        },
      }}
    >
      <Button type="text" icon={<UserOutlined />} aria-label={t('user.menu', { name: user.name })}>
        {user.name} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
