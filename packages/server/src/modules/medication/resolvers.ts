import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { createMedicationAdministered, listMedicationAdministered } from './administered.ts';
import { patientHeader } from './header.ts';
import { createMedication, listMedication, updateMedication } from './medication.ts';

type ListArgs = { filter?: Filter | null; pagination?: Pagination | null };

export const resolvers = {
  Query: {
    patientHeader: guard('patientHeader:read', (args: { id: number }, ctx) => patientHeader(ctx, args.id)),
    listMedication: guard('medication:list', (args: ListArgs, ctx) => listMedication(ctx, args)),
    listMedicationAdministered: guard('medicationAdministered:list', (args: ListArgs, ctx) =>
      listMedicationAdministered(ctx, args),
    ),
  },
  Mutation: {
    createMedication: guard(
      'medication:write',
      (args: { create: Parameters<typeof createMedication>[1] }, ctx) => createMedication(ctx, args.create),
    ),
    updateMedication: guard('medication:write', (args: { update: { id: number } }, ctx) =>
      updateMedication(ctx, args.update),
    ),
    createMedicationAdministered: guard(
      'medicationAdministered:write',
      (args: { create: Parameters<typeof createMedicationAdministered>[1] }, ctx) =>
        createMedicationAdministered(ctx, args.create),
    ),
  },
};
