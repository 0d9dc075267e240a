import { allows, GROUPS } from '@dialysis/domain';
import { describe, expect, it } from 'vitest';
import { type MenuEntry, menuForGroup, visibleMenu } from './menu.ts';
import { isRegistered, ROUTE_PATHS, type RouteName } from './routes.ts';

// Each login type's menu is the domain's (its tests: packages/domain menus.test.ts); here, what the bar links.

/** The menu as a reader sees it: labels, with submenu labels nested. */
function outline(entries: MenuEntry[]): unknown[] {
  return entries.map((e) => ('route' in e ? e.label : { [e.label]: e.children.map((c) => c.label) }));
}

describe('visibleMenu', () => {
  it('keeps only entries whose route is registered, dropping emptied submenus', () => {
    const registered = (name: RouteName) => ['dashboard', 'manageStaff', 'availability'].includes(name);
    expect(outline(visibleMenu(menuForGroup('Doctor'), registered))).toEqual([
      'Dashboard',
      'Availability',
      { Manage: ['Staff'] },
    ]);
    expect(outline(visibleMenu(menuForGroup('MedicalDirector'), registered))).toEqual([
      'Dashboard',
      'Availability',
    ]);
  });

  it('links Latest Clinical Note (By Author, By Centre) for every role, and /routineorder for the roles the policy allows the list', () => {
    for (const group of GROUPS) {
      const visible = visibleMenu(menuForGroup(group), isRegistered);
      expect(outline(visible)).toContainEqual({ 'Latest Clinical Note': ['By Author', 'By Centre'] });
      const paths = visible.flatMap((e) => ('route' in e ? [e.route] : e.children.map((c) => c.route)));
      const linked = paths.map((route) => ROUTE_PATHS[route]).includes('/routineorder');
      expect(linked, group).toBe(allows(group, 'routineOrder:list'));
      expect(linked, group).toBe(group !== 'Nurse');
    }
    expect(ROUTE_PATHS.routineOrder).toBe('/routineorder');
    expect(isRegistered('routineOrder')).toBe(true);
  });

  it('with the screens built today, every role sees Dashboard and only links to built screens', () => {
    for (const group of GROUPS) {
      const visible = visibleMenu(menuForGroup(group), isRegistered);
      expect(outline(visible)[0]).toBe('Dashboard');
      const routes = visible.flatMap((e) => ('route' in e ? [e.route] : e.children.map((c) => c.route)));
      expect(routes.every(isRegistered)).toBe(true);
    }
  });
});

describe('screens of the incidents/notes/prints issue', () => {
  it('only the route table writes the path /routineorder (links name the route); listHospitalReason is read by its manage page and the Reason choices only', () => {
    const sources = import.meta.glob<string>(
      ['../**/*.{ts,tsx}', '!../**/*.test.ts', '!../api/generated/**'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    );
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const naming = Object.entries(sources)
      .filter(([, text]) => /['"`]\/routineorder['"`]/i.test(text))
      .map(([file]) => file.replace(/^.*\/src\/|^\.\.\/|^\.\//, ''));
    expect(naming).toEqual(['routes.ts']);
    const reasons = new Set(
      Object.entries(sources)
        .filter(([, text]) => /listHospitalReason\(/.test(text))
        .map(([file]) => file.replace(/^.*\/src\/|^\.\.\/|^\.\//, '').replace(/^shared\//, '')),
    );
    expect([...reasons].sort()).toEqual([
      'features/reference-lists/hospital-reasons.ts',
      'patient-panels/options.ts',
    ]);
  });
});
