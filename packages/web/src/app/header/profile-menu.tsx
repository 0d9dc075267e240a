import { LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { APP_VERSION, GROUP_LABELS } from '@dialysis/domain';
import { Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import { isRegistered, ROUTE_PATHS } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import type { Staff } from '../../shared/session/documents.ts';

/** Who is signed in, where, and the session actions: Switch Centre, Manage Account, Log Out. */
export function ProfileMenu({ user, centreName }: { user: Staff; centreName: string | undefined }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const roleLabel = GROUP_LABELS[user.group];

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      style: { cursor: 'default' },
      label: (
        <Flex vertical style={{ color: 'inherit' }} data-testid="profile-summary">
          <Typography.Text strong>{user.name}</Typography.Text>
          <Typography.Text type="secondary">{roleLabel}</Typography.Text>
          {centreName && <Typography.Text type="secondary">{centreName}</Typography.Text>}
        </Flex>
      ),
    },
    { type: 'divider' },
    { key: 'switch', icon: <SwapOutlined />, label: 'Switch Centre' },
    ...(isRegistered('settingsAccount')
      ? [{ key: 'account', icon: <UserOutlined />, label: 'Manage Account' }]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out' },
    { type: 'divider' },
    { key: 'version', disabled: true, label: APP_VERSION, style: { cursor: 'default' } },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'switch') {
      auth.clearCentre('switch');
      navigate(ROUTE_PATHS.settingsCentreSelection);
    } else if (key === 'account') {
      navigate(ROUTE_PATHS.settingsAccount);
    } else if (key === 'logout') {
      void auth.logOut().then(() => navigate(ROUTE_PATHS.login, { replace: true }));
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button
        type="button"
        className="profile-trigger"
        aria-label="Profile menu"
        data-testid="profile-menu"
        title={`${user.name}, ${roleLabel}${centreName ? ` · ${centreName}` : ''}`}
      >
        <InitialsAvatar name={user.name} />
        <span className="profile-trigger-text">
          <span className="profile-trigger-name">{user.name}</span>
          <span className="profile-trigger-meta">
            {roleLabel}
            {centreName ? ` · ${centreName}` : ''}
          </span>
        </span>
      </button>
    </Dropdown>
  );
}
