import type { MachineStatusAction } from '@dialysis/domain';
import type { Context } from '../../context.ts';
import type { Filter } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { fileLink } from '../../platform/storage/files.ts';
import type { ApiItem } from './items.ts';
import { type ListInput, listMachineStatus } from './list.ts';
import { downloadMachineStatusReport } from './report.ts';
import {
  type CreateMachineStatusInput,
  createMachineStatus,
  type UpdateMachineStatusInput,
  updateMachineStatus,
} from './writes.ts';

export const resolvers = {
  Query: {
    listMachineStatus: guard('machineStatus:list', (args: ListInput, ctx) => listMachineStatus(ctx, args)),
    downloadMachineStatusReport: guard('machineStatus:list', (args: { filter?: Filter | null }, ctx) =>
      downloadMachineStatusReport(ctx, args),
    ),
  },
  Mutation: {
    createMachineStatus: guard('machineStatus:write', (args: { create: CreateMachineStatusInput }, ctx) =>
      createMachineStatus(ctx, args.create),
    ),
    updateMachineStatus: guard(
      'machineStatus:write',
      (args: { update: UpdateMachineStatusInput; state: MachineStatusAction }, ctx) =>
        updateMachineStatus(ctx, args.update, args.state),
    ),
  },
  MachineStatus: {
    // Items only reach this resolver through the fields above, after their centre checks.
    documentUrl: (item: ApiItem, _args: unknown, ctx: Context) => fileLink(ctx, item.key),
  },
};
