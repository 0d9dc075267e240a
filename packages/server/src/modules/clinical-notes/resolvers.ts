import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { type CreateHospitalSummaryInput, createHospitalSummary, listHospitalSummary } from './service.ts';

export const resolvers = {
  Query: {
    listHospitalSummary: guard(
      'hospitalSummary:list',
      (args: { filter: Filter; pagination?: Pagination | null }, ctx) => listHospitalSummary(ctx, args),
    ),
  },
  Mutation: {
    createHospitalSummary: guard(
      'hospitalSummary:create',
      (args: { create: CreateHospitalSummaryInput }, ctx) => createHospitalSummary(ctx, args.create),
    ),
  },
};
