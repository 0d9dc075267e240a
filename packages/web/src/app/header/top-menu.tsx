import type { Group } from '@dialysis/domain';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { menuForGroup, visibleMenu } from '../../shared/menu.ts';
import { patientIdOf, patientMenu } from '../../shared/patient-menu.ts';
import { isRegistered, ROUTE_PATHS } from '../../shared/routes.ts';

type Items = NonNullable<MenuProps['items']>;

/**
 * Tighter entries than antd's 16px a side: with Routine Orders the role menus have seven entries, and at a
 * 1366px-wide window the bar then still shows Manage (Routine Orders, the last, folds into '...').
 */
const BAR_THEME = { components: { Menu: { itemPaddingInline: 10 } } };

/** The role's top menu, showing only entries whose screens exist. */
export function TopMenu({ group }: { group: Group }) {
  return <TopMenuBar group={group} pathname={useLocation().pathname} />;
}

/**
 * The menu for a page. Memoised on the page's path: a change of the address's query alone (the dashboard's
 * session tab, its date, a search) does not render antd's Menu again, which took a share of each tab's tap at
 * a tablet's CPU (docs/performance.md, Interactions).
 */
const TopMenuBar = memo(function TopMenuBar({ group, pathname }: { group: Group; pathname: string }) {
  const entries = visibleMenu(menuForGroup(group), isRegistered);
  const items: Items = entries.map((entry) =>
    'route' in entry
      ? { key: ROUTE_PATHS[entry.route], label: <Link to={ROUTE_PATHS[entry.route]}>{entry.label}</Link> }
      : {
          key: entry.key,
          label: entry.label,
          children: entry.children.map((child) => ({
            key: ROUTE_PATHS[child.route],
            label: <Link to={ROUTE_PATHS[child.route]}>{child.label}</Link>,
          })),
        },
  );
  // On a patient's pages the menu becomes that patient's context menu (spec 000 section 6).
  const patientId = patientIdOf(pathname);
  const patientItems: Items | null = patientId
    ? patientMenu(group, patientId).map((e) => ({ key: e.to, label: <Link to={e.to}>{e.label}</Link> }))
    : null;
  return (
    <ConfigProvider theme={BAR_THEME}>
      <Menu
        mode="horizontal"
        items={patientItems ?? items}
        selectedKeys={[pathname]}
        aria-label="Main menu"
        style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
      />
    </ConfigProvider>
  );
});
