import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { drugs, hospitalReasons, symptoms } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listDrug: guard('drug:list', (args, ctx) => drugs.list(ctx, args)),
    listSymptom: guard('symptom:list', (args, ctx) => symptoms.list(ctx, args)),
    listHospitalReason: guard('hospitalReason:list', (args, ctx) => hospitalReasons.list(ctx, args)),
  },
  Mutation: {
    createDrug: guard('drug:write', (args, ctx) => drugs.create(ctx, args.create)),
    updateDrug: guard('drug:write', (args, ctx) => drugs.update(ctx, args.update)),
    createSymptom: guard('symptom:write', (args, ctx) => symptoms.create(ctx, args.create)),
    updateSymptom: guard('symptom:write', (args, ctx) => symptoms.update(ctx, args.update)),
    createHospitalReason: guard('hospitalReason:write', (args, ctx) =>
      hospitalReasons.create(ctx, args.create),
    ),
    updateHospitalReason: guard('hospitalReason:write', (args, ctx) =>
      hospitalReasons.update(ctx, args.update),
    ),
  },
};
