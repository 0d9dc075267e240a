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
      {/* Below 1280 px the profile's words fold away, and the centre's name moves under the clock, where it
          costs the menu least (styles.css; issue 27, item 5): the chairside always sees whose patients these are. */}
      <div className="app-header-when-where">
        <LiveClock timeZone={clinic?.timezone} />
        {clinic && (
          <span className="app-header-centre" data-testid="header-centre" title={clinic.name}>
            {clinic.name}
          </span>
        )}
      </div>
      <ProfileMenu user={user} centreName={clinic?.name} />
    </Layout.Header>
  );
}
