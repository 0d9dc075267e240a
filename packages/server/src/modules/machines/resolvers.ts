import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { listMachine } from './service.ts';
import { type CreateMachineInput, createMachine, type UpdateMachineInput, updateMachine } from './writes.ts';

type ListArgs = {
  filter?: Filter | null;
  filter2?: Filter | null;
  filter3?: Filter | null;
  pagination?: Pagination | null;
};

export const resolvers = {
  Query: {
    listMachine: guard('machine:list', (args: ListArgs, ctx) => listMachine(ctx, args)),
  },
  Mutation: {
    createMachine: guard('machine:write', (args: { create: CreateMachineInput }, ctx) =>
      createMachine(ctx, args.create),
    ),
    updateMachine: guard('machine:write', (args: { update: UpdateMachineInput }, ctx) =>
      updateMachine(ctx, args.update),
    ),
  },
};
