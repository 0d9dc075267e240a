import { ROUTE_PATHS } from '../../app/routes.ts';

/** The address of a patient route with its `:id` filled in. */
export function patientPath(route: 'patientInformation' | 'patientInformationEdit', id: number): string {
  return ROUTE_PATHS[route].replace(':id', String(id));
}
