import { describe, expect, it } from 'vitest';
import { isRegistered, type RouteName } from '../../shared/routes.ts';
import { TILE_ROWS, visibleTiles } from './tiles.ts';

const labels = (rows: { label: string }[][]) => rows.map((row) => row.map((t) => t.label));
const every = () => true;

describe('Manage home tiles (spec 002)', () => {
  it('are three rows: centre assets, reference lists (drugs, symptoms, hospital reasons), then people and reports', () => {
    expect(TILE_ROWS.map((row) => row.map((t) => t.label))).toEqual([
      ['Centres', 'Machines', 'Machine Status', 'Seats'],
      ['Drugs', 'Symptoms', 'Hospital Reasons'],
      [
        'Staff',
        'Certifications',
        'Incident Report',
        'Dialysis Session',
        'Unlinked Invoice',
        'Funder Report',
        'Quality',
      ],
    ]);
  });

  it('a Medical Director sees every tile whose screen exists', () => {
    expect(labels(visibleTiles('MedicalDirector', every))).toEqual([
      ['Centres', 'Machines', 'Machine Status', 'Seats'],
      ['Drugs', 'Symptoms', 'Hospital Reasons'],
      [
        'Staff',
        'Certifications',
        'Incident Report',
        'Dialysis Session',
        'Unlinked Invoice',
        'Funder Report',
        'Quality',
      ],
    ]);
  });

  it('hides tiles of screens not built yet, and rows left empty', () => {
    const built = new Set<RouteName>(['manageCentre', 'manageSeat', 'manageStaff']);
    expect(labels(visibleTiles('ManagingNurse', (name) => built.has(name)))).toEqual([
      ['Centres', 'Seats'],
      ['Staff'],
    ]);
  });

  it('a Nurse or Doctor sees only the screens of their Manage submenu', () => {
    expect(labels(visibleTiles('Nurse', every))).toEqual([['Machines'], ['Staff']]);
    expect(labels(visibleTiles('Doctor', every))).toEqual([
      ['Machines', 'Machine Status'],
      ['Staff', 'Certifications'],
    ]);
  });

  it('Unlinked Invoice is a built screen: Nurse Managers and Medical Directors see its tile, Nurses and Doctors do not', () => {
    const has = (group: 'ManagingNurse' | 'MedicalDirector' | 'Nurse' | 'Doctor') =>
      visibleTiles(group, isRegistered).some((row) => row.some((tile) => tile.label === 'Unlinked Invoice'));
    expect([has('ManagingNurse'), has('MedicalDirector'), has('Nurse'), has('Doctor')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
