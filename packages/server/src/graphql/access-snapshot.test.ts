import {
  type Action,
  allowedRoleNames,
  allows,
  asksCentreAccess,
  GROUP_LABELS,
  GROUPS,
  type Group,
  mayAssignDesignation,
  mayChangeCertification,
  mayChangeStaff,
  POLICY,
  patientMenuItems,
  STAFF_DESIGNATIONS,
  type StaffDesignation,
  seesEveryCentre,
  seesIncidentOrder,
  topMenu,
} from '@dialysis/domain';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { type CentreRow, visibleCentreIds } from '../access/centre-visibility.ts';
import { assertedAction } from '../access/guard.ts';
import { buildSchema, moduleResolvers } from './schema.ts';

/** Every Query, Mutation and Subscription field with the action its guard asserts; and the actions asserted. */
function rootFields(): { lines: string[]; guarded: Set<Action> } {
  const schema = buildSchema();
  // The resolver maps as the modules wrote them (the schema holds bound copies that carry no tag).
  const written = (typeName: string, field: string): unknown => {
    for (const map of moduleResolvers) {
      const entry = (map as Record<string, Record<string, unknown> | undefined>)[typeName]?.[field];
      if (entry) return entry;
    }
    return undefined;
  };
  const lines: string[] = [];
  const guarded = new Set<Action>();
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields()).sort((a, b) => a.name.localeCompare(b.name))) {
      const entry = written(type.name, field.name);
      const action =
        assertedAction(entry) ?? assertedAction((entry as { subscribe?: unknown } | undefined)?.subscribe);
      if (action) guarded.add(action);
      lines.push(
        action
          ? `${type.name}.${field.name} -> ${action} (${allowedRoleNames(action)})`
          : `${type.name}.${field.name} -> public`,
      );
    }
  }
  return { lines, guarded };
}

const CENTRES: readonly CentreRow[] = [
  { id: 1, status: 'ACTIVE' },
  { id: 2, status: 'INACTIVE' },
  { id: 3, status: 'ACTIVE' },
];

/** Centre visibility as Access computes it, for each login type without and with clinicIDs. */
function centreVisibility(): string[] {
  const lines = ['Centre visibility (spec 000 section 4), of centres 1 and 3 active and 2 inactive:'];
  for (const group of GROUPS) {
    const seen = [[], [1, 2]].map((clinicIDs) => {
      const viewer = { group, clinicIDs };
      const ids = visibleCentreIds(viewer, CENTRES).join(', ') || 'none';
      const who = clinicIDs.length ? `clinicIDs ${clinicIDs.join(', ')}` : 'no clinicIDs';
      return `${who} -> ${seesEveryCentre(viewer) ? `every centre (${ids})` : ids}`;
    });
    lines.push(`${GROUP_LABELS[group]}: ${seen.join('; ')}`);
  }
  const asked = STAFF_DESIGNATIONS.filter((d) => asksCentreAccess(d));
  lines.push(`Centre Access asked (Add and Edit Staff) for the designations: ${asked.join(', ')}`);
  return lines;
}

const names = (groups: readonly Group[]) => groups.map((g) => GROUP_LABELS[g]).join(', ') || 'nobody';

const user = (group: Group, clinicIDs: number[] = [1]) => ({ accountID: 'user', group, clinicIDs });
const member = (designation: StaffDesignation, clinicIDs: number[] = [1]) => ({
  accountID: 'member',
  designation,
  clinicIDs,
});

/** Per login type, the designations of the members (within the user's centre 1) a rule lets the user reach. */
function byDesignation(allowed: (group: Group, designation: StaffDesignation) => boolean): string {
  const parts = GROUPS.flatMap((group) => {
    const designations = STAFF_DESIGNATIONS.filter((d) => allowed(group, d));
    return designations.length ? [`${GROUP_LABELS[group]}: ${designations.join(', ')}`] : [];
  });
  return parts.join('; ') || 'nobody';
}

/**
 * Staff (spec 002 section 5): the designations each staff action reaches, as the staff rules answer them behind
 * the action's guard; then who changes and who gives "every centre".
 */
function staffRules(): string[] {
  const changes = (action: Action) => (g: Group, d: StaffDesignation) =>
    allows(g, action) && mayChangeStaff(user(g), [1], member(d));
  const changesEveryCentre = GROUPS.filter(
    (g) => allows(g, 'staff:update') && mayChangeStaff(user(g, []), [1, 3], member('Nurse', [])),
  );
  const givesEveryCentre = GROUPS.filter((g) => allows(g, 'staff:create') && seesEveryCentre(user(g, [])));
  return [
    "Staff (spec 002 section 5), by the designation of a member within the user's centres:",
    `staff:create (the designation given) -> ${byDesignation((g, d) => allows(g, 'staff:create') && mayAssignDesignation(g, d))}`,
    `staff:update (the member changed, and the designation given) -> ${byDesignation((g, d) => changes('staff:update')(g, d) && mayAssignDesignation(g, d))}`,
    `staff:resetPassword (the member changed) -> ${byDesignation(changes('staff:resetPassword'))}`,
    `staff:delete (the member changed) -> ${byDesignation(changes('staff:delete'))}`,
    `A member of every centre (empty Centre Access) changed by: ${names(changesEveryCentre)}`,
    `Every centre (an empty Centre Access) given by: ${names(givesEveryCentre)}`,
  ];
}

/** Rules on one field of a record, beyond the guard of the root field that answers or writes it. */
function fieldRules(): string[] {
  const changeable = byDesignation((g, d) => mayChangeCertification(user(g), [1], member(d)));
  return [
    'Field rules (beyond the guard of the root field):',
    `Certification.changeable (Update Status and Delete offered), by the holder's designation -> ${changeable}`,
    `IncidentReport.order, IncidentResponse.order (read; written by updateIncidentReport) -> ${names(GROUPS.filter(seesIncidentOrder))}`,
  ];
}

/** The menus of each login type (the domain's menus.ts), as the web builds them before hiding unbuilt screens. */
function menus(): string[] {
  const lines = ['Top menu (spec 000 section 6):'];
  for (const group of GROUPS) {
    const entries = topMenu(group).map((e) =>
      'route' in e ? e.label : `${e.label} (${e.children.map((c) => c.label).join(', ')})`,
    );
    lines.push(`${GROUP_LABELS[group]}: ${entries.join(' | ')}`);
  }
  lines.push('', 'Patient menu (spec 000 section 6, spec 001 section 2):');
  for (const group of GROUPS) {
    lines.push(
      `${GROUP_LABELS[group]}: ${patientMenuItems(group)
        .map((item) => item.label)
        .join(' | ')}`,
    );
  }
  return lines;
}

/**
 * Who may reach what, as one reviewable list: every Query, Mutation and Subscription field with the action its
 * guard asserts and the login types the shared policy allows it; every action of the policy no guard asserts
 * (asked by services, routes and screens); then the rules that ask the policy beyond one action, computed by
 * the functions the code calls. A change of access shows up in review as a diff of access-snapshot.txt (update
 * it with `npx vitest run --project server src/graphql/access-snapshot -u`). Fields without a guard are the
 * public ones (sign-in and its kin); schema.test.ts proves they are the only ones.
 */
describe('access snapshot', () => {
  it('lists every root field with the action it asserts, every other action, and the rules beyond actions', async () => {
    const { lines, guarded } = rootFields();
    lines.push('', 'Actions no root field asserts (asked by services, routes and screens):');
    for (const action of (Object.keys(POLICY) as Action[]).filter((a) => !guarded.has(a)).sort()) {
      lines.push(`${action} -> ${allowedRoleNames(action)}`);
    }
    lines.push('', ...centreVisibility(), '', ...staffRules(), '', ...fieldRules(), '', ...menus());
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./access-snapshot.txt');
  });
});
