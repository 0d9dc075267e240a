import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { createMedicationAdministered, listMedicationAdministered } from './administered.ts';
import { patientHeader } from './header.ts';
import { createMedication, listMedication, updateMedication } from './medication.ts';

export const resolvers: Resolvers = {
  Query: {
    patientHeader: guard('patientHeader:read', (args, ctx) => patientHeader(ctx, args.id)),
    listMedication: guard('medication:list', (args, ctx) => listMedication(ctx, args)),
    listMedicationAdministered: guard('medicationAdministered:list', (args, ctx) =>
      listMedicationAdministered(ctx, args),
    ),
  },
  Mutation: {
    createMedication: guard('medication:write', (args, ctx) => createMedication(ctx, args.create)),
    updateMedication: guard('medication:write', (args, ctx) => updateMedication(ctx, args.update)),
    createMedicationAdministered: guard('medicationAdministered:write', (args, ctx) =>
      createMedicationAdministered(ctx, args.create),
    ),
  },
};
