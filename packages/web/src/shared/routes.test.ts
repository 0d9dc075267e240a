import { describe, expect, it } from 'vitest';
import { IMPLEMENTED_ROUTES, isRegistered, pathOf, ROUTE_PATHS, routePath } from './routes.ts';

describe('route registry', () => {
  it('uses the spec paths for the foundation routes', () => {
    expect(pathOf('dashboard')).toBe('/');
    expect(pathOf('login')).toBe('/login');
    expect(pathOf('settingsCentreSelection')).toBe('/settings/centre');
    expect(pathOf('forgotPassword')).toBe('/forgotpassword');
    expect(pathOf('settingsAccount')).toBe('/settings/account');
  });

  it('registers only built screens, so links to the others stay hidden', () => {
    expect(isRegistered('dashboard')).toBe(true);
    expect(isRegistered('forgotPassword')).toBe(true);
    expect(isRegistered('settingsAccount')).toBe(true);
    expect(isRegistered('availability')).toBe(true);
    expect(isRegistered('manageFund')).toBe(true);
    expect(isRegistered('manageInvoiceUnlinked')).toBe(true);
  });

  it('has no two names for one path', () => {
    const paths = Object.values(ROUTE_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    expect(IMPLEMENTED_ROUTES.every((name) => name in ROUTE_PATHS)).toBe(true);
  });

  it('fills in the parameters of a route', () => {
    expect(routePath('dashboard')).toBe('/');
    expect(routePath('patientInformation', { id: 42 })).toBe('/patient/42');
    expect(routePath('patientRecord', { id: 5 })).toBe('/patient/5/patientrecord');
    expect(routePath('patientDialysisCheckIn', { id: 5, appointmentId: 7 })).toBe(
      '/patient/5/dialysis/appointment/7',
    );
    expect(routePath('patientDialysis', { id: 5, dialysisId: 31 })).toBe('/patient/5/dialysis/31');
    expect(routePath('patientDialysisCheckOutEdit', { id: '5', dialysisId: 31 })).toBe(
      '/patient/5/dialysis/31/checkout/edit',
    );
    expect(() => routePath('patientDialysis', { id: 5 })).toThrow();
  });
});
