import { Layout } from 'antd';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import type { Clinic } from '../../shared/centres/clinics.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import type { Staff } from '../../shared/session/documents.ts';
import { LiveClock } from './live-clock.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { TopMenu } from './top-menu.tsx';

/** Logo, the role's menu, the live clock and the profile menu (spec 000 section 2, Header and menu). */
export function AppHeader({ user, clinic }: { user: Staff; clinic: Clinic | undefined }) {
  return (
    <Layout.Header className="app-header">
      <Link to={ROUTE_PATHS.dashboard} className="app-header-logo" aria-label="Dashboard">
        <Logo />
      </Link>
      <TopMenu group={user.group} />
      <LiveClock timeZone={clinic?.timezone} />
      <ProfileMenu user={user} centreName={clinic?.name} />
    </Layout.Header>
  );
}
