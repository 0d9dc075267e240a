import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { listClinic } from './service.ts';
import { listClinicSummary } from './summary.ts';
import { type CreateClinicInput, createClinic, type UpdateClinicInput, updateClinic } from './writes.ts';

type ListArgs = { filter?: Filter | null; pagination?: Pagination | null };

export const resolvers = {
  Query: {
    listClinic: guard('clinic:list', (args: ListArgs, ctx) => listClinic(ctx, args)),
    listClinicSummary: guard('clinic:summary', (args: ListArgs, ctx) => listClinicSummary(ctx, args)),
  },
  Mutation: {
    createClinic: guard('clinic:write', (args: { create: CreateClinicInput }, ctx) =>
      createClinic(ctx, args.create),
    ),
    updateClinic: guard('clinic:write', (args: { update: UpdateClinicInput }, ctx) =>
      updateClinic(ctx, args.update),
    ),
  },
};
