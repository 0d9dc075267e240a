import { describe, expect, it } from 'vitest';
import { GROUPS, type Group } from './constants.ts';
import { type MenuEntry, patientMenuItems, topMenu } from './menus.ts';

/** The menu as a reader sees it: labels, with submenu labels nested. */
function outline(entries: readonly MenuEntry[]): unknown[] {
  return entries.map((e) => ('route' in e ? e.label : { [e.label]: e.children.map((c) => c.label) }));
}

const SHARED = [
  'Dashboard',
  { 'Latest Clinical Note': ['By Author', 'By Centre'] },
  { 'Import Lab Result': ['Manual Input', 'File Upload'] },
  'Availability',
  'Incident Report Summary',
];

describe('top menu by login type (spec 000 section 6, Routine Orders of issue 14, Quality of issue 33)', () => {
  it('Nurse: Manage has Machine and Staff; no Routine Orders', () => {
    expect(outline(topMenu('Nurse'))).toEqual([...SHARED, { Manage: ['Machine', 'Staff'] }]);
  });

  it('Doctor: Manage has Machine, Machine Status, Staff and Certification; then Routine Orders', () => {
    expect(outline(topMenu('Doctor'))).toEqual([
      ...SHARED,
      { Manage: ['Machine', 'Machine Status', 'Staff', 'Certification'] },
      'Routine Orders',
    ]);
  });

  it.each<Group>(['ManagingNurse', 'MedicalDirector'])(
    '%s: Manage is a single link to /manage; then Routine Orders and Quality',
    (group) => {
      const menu = topMenu(group);
      expect(outline(menu)).toEqual([...SHARED, 'Manage', 'Routine Orders', 'Quality']);
      expect(menu.at(-3)).toMatchObject({ route: 'manage' });
      expect(menu.at(-1)).toMatchObject({ route: 'manageQuality' });
    },
  );

  it('menu entry keys are unique within each menu', () => {
    for (const group of GROUPS) {
      const keys = topMenu(group).flatMap((e) =>
        'route' in e ? [e.key] : [e.key, ...e.children.map((c) => c.key)],
      );
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('patient context menu by login type (spec 000 section 6, spec 001 section 2)', () => {
  const labels = (group: Group) => patientMenuItems(group).map((item) => item.label);
  const FULL =
    'Dashboard, Patient Info, Patient Record, Dialysis Session, Patient Incident Report, Lab Report, Document, Appointment';

  it.each<Group>(['Nurse', 'ManagingNurse', 'MedicalDirector'])('%s: every entry', (group) => {
    expect(labels(group).join(', ')).toBe(FULL);
  });

  it('Doctor: neither Dialysis Session nor Appointment', () => {
    expect(labels('Doctor').join(', ')).toBe(
      'Dashboard, Patient Info, Patient Record, Patient Incident Report, Lab Report, Document',
    );
  });
});
