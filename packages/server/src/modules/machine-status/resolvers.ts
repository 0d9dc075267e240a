import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { fileLink } from '../../platform/storage/files.ts';
import { listMachineStatus } from './list.ts';
import { downloadMachineStatusReport } from './report.ts';
import { createMachineStatus, updateMachineStatus } from './writes.ts';

export const resolvers: Resolvers = {
  Query: {
    listMachineStatus: guard('machineStatus:list', (args, ctx) => listMachineStatus(ctx, args)),
    downloadMachineStatusReport: guard('machineStatus:list', (args, ctx) =>
      downloadMachineStatusReport(ctx, args),
    ),
  },
  Mutation: {
    createMachineStatus: guard('machineStatus:write', (args, ctx) => createMachineStatus(ctx, args.create)),
    updateMachineStatus: guard('machineStatus:write', (args, ctx) =>
      updateMachineStatus(ctx, args.update, args.state),
    ),
  },
  MachineStatus: {
    // Items only reach this resolver through the fields above, after their centre checks.
    documentUrl: (item, _args, ctx) => fileLink(ctx, item.key),
  },
};
