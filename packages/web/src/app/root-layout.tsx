import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { setCentreTimeZone } from '../lib/clock.ts';
import { useSelectedClinic } from '../shared/centres/clinics.ts';
import { isHeaderless } from '../shared/routes.ts';
import { useAuth } from '../shared/session/auth-context.tsx';
import { AppHeader } from './header/app-header.tsx';

/**
 * The page frame. The header shows only for a signed-in user with a usable centre, and never on login,
 * centre selection or forgot password (spec 000 section 2); a signed-out 404 is therefore bare.
 */
export function RootLayout() {
  const { user } = useAuth();
  const { clinic } = useSelectedClinic();
  // Set while rendering, before any page below formats a time: the selected centre's clock for every screen.
  setCentreTimeZone(clinic?.timezone);
  const { pathname } = useLocation();
  const showHeader = user !== null && clinic !== undefined && !isHeaderless(pathname);
  return (
    <Layout className="app-layout">
      {showHeader && <AppHeader user={user} clinic={clinic} />}
      <Layout.Content className={showHeader ? 'app-content' : undefined}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
