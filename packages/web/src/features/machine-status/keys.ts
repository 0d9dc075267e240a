import type { MachineStatusFilter, Pagination } from '../../api/generated/graphql.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';

/** Machine Status' query keys, under the manage key every manage write reloads. */
export const machineStatusKeys = {
  all: [...manageKeys.all, 'machineStatus'] as const,
  list: (filter: MachineStatusFilter, pagination: Pagination) =>
    [...machineStatusKeys.all, filter, pagination] as const,
  machines: (clinicID: number | undefined) => [...machineStatusKeys.all, 'machines', clinicID] as const,
};
