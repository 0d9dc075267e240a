import { type Group, type MenuEntry as SharedMenuEntry, topMenu } from '@dialysis/domain';
import type { RouteName } from './routes.ts';

/**
 * A top-menu entry: a link to a route, or a submenu of links. Each login type's menu is the domain's
 * (packages/domain menus.ts, part of the access policy); every route it names must be one of ours, or
 * menuForGroup does not compile.
 */
export type MenuEntry = SharedMenuEntry<RouteName>;

/** The full top menu of a login type: spec 000 section 6's, with Routine Orders for the roles allowed it. */
export function menuForGroup(group: Group): MenuEntry[] {
  return topMenu(group);
}

/** Only entries whose route exists; a submenu stays while at least one of its links does. */
export function visibleMenu(entries: MenuEntry[], isRegistered: (name: RouteName) => boolean): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if ('route' in entry) {
      if (isRegistered(entry.route)) visible.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => isRegistered(child.route));
    if (children.length > 0) visible.push({ ...entry, children });
  }
  return visible;
}
