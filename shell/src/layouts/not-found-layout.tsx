import { Outlet } from 'react-router-dom';

/** The 404 layout (spec §2): the page alone, centered, without menu. */
export function NotFoundLayout() {
  return (
    <div className="portal-centered">
      <div className="portal-centered-content">
        <Outlet />
      </div>
    </div>
  );
}
