import { type GROUPS, patientMenuItems } from '@dialysis/domain';
import { describe, expect, it } from 'vitest';
import { patientIdOf, patientMenu, patientRoutePath } from './patient-menu.ts';
import { ROUTE_PATHS } from './routes.ts';

// Every route the menu may name counts as registered here, so each role's full menu (the domain's) shows.
const all = () => true;
const labels = (group: (typeof GROUPS)[number]) => patientMenu(group, 7, all).map((e) => e.label);

const UNNAMED_UNTIL: Record<string, string> = {
  'Dialysis Session': 'patientDialysis',
  'Patient Incident Report': 'patientIncidentReport',
  Document: 'patientDocument',
  Appointment: 'patientAppointment',
};

describe('patient context menu (spec 000 section 6, spec 001 section 2)', () => {
  it.each(['Nurse', 'ManagingNurse', 'MedicalDirector'] as const)('%s: every entry', (group) => {
    // Entries whose route has no name yet (their screens are still to come) stay out even here.
    const named = patientMenuItems(group)
      .map((item) => item.label)
      .filter((label) => {
        const route = UNNAMED_UNTIL[label];
        return route === undefined || route in ROUTE_PATHS;
      });
    expect(labels(group)).toEqual(named);
  });

  it('Doctor: neither Dialysis Session nor Appointment', () => {
    expect(labels('Doctor')).not.toContain('Dialysis Session');
    expect(labels('Doctor')).not.toContain('Appointment');
    expect(labels('Doctor')).toContain('Patient Record');
  });

  it("links carry the patient's id", () => {
    const entries = patientMenu('Nurse', 42, all);
    expect(entries.find((e) => e.key === 'patientInfo')?.to).toBe('/patient/42');
    expect(entries.find((e) => e.key === 'patientRecord')?.to).toBe('/patient/42/patientrecord');
    expect(entries.find((e) => e.key === 'dashboard')?.to).toBe('/');
  });

  it("Lab Report leads every login type to the record page's lab panels (#labreport)", () => {
    for (const group of ['Nurse', 'ManagingNurse', 'MedicalDirector', 'Doctor'] as const) {
      const entry = patientMenu(group, 42).find((e) => e.label === 'Lab Report');
      expect(entry?.to).toBe('/patient/42/patientrecord#labreport');
    }
  });

  it('hides entries whose screens are not registered', () => {
    const onlyDashboard = patientMenu('Nurse', 42, (name) => name === 'dashboard');
    expect(onlyDashboard.map((e) => e.label)).toEqual(['Dashboard']);
    expect(patientRoutePath('noSuchRoute', 1, all)).toBeNull();
  });

  it('knows a patient page by its path', () => {
    expect(patientIdOf('/patient/12')).toBe(12);
    expect(patientIdOf('/patient/12/patientrecord')).toBe(12);
    expect(patientIdOf('/patient/create')).toBeNull();
    expect(patientIdOf('/patients/12')).toBeNull();
    expect(patientIdOf('/')).toBeNull();
  });
});
