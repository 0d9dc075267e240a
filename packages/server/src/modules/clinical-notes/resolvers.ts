import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listLatestClinicalNote } from './latest.ts';
import { createHospitalSummary, listHospitalSummary } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listHospitalSummary: guard('hospitalSummary:list', (args, ctx) => listHospitalSummary(ctx, args)),
    listLatestClinicalNote: guard('clinicalNote:latest', (args, ctx) => listLatestClinicalNote(ctx, args)),
  },
  Mutation: {
    createHospitalSummary: guard('hospitalSummary:create', (args, ctx) =>
      createHospitalSummary(ctx, args.create),
    ),
  },
};
