import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';

/** The 404 layout (spec §2): the page alone, centered, without menu. */
export function NotFoundLayout() {
  return (
    <Layout className="portal-centered">
      <Layout.Content className="portal-centered-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
