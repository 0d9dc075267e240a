import { guard } from '../../graphql/guard.ts';
import { createAllergy, updateAllergy } from './allergies.ts';
import { getPatient } from './service.ts';
import { type CreatePatientInput, createPatient, type UpdatePatientInput, updatePatient } from './writes.ts';

export const resolvers = {
  Query: {
    getPatient: guard('patient:read', (args: { id: number }, ctx) => getPatient(ctx, args.id)),
  },
  Mutation: {
    createPatient: guard('patient:write', (args: { create: CreatePatientInput }, ctx) =>
      createPatient(ctx, args.create),
    ),
    updatePatient: guard('patient:write', (args: { update: UpdatePatientInput }, ctx) =>
      updatePatient(ctx, args.update),
    ),
    createAllergy: guard('patient:write', (args: { create: { patientID: number; name: string } }, ctx) =>
      createAllergy(ctx, args.create),
    ),
    updateAllergy: guard('patient:write', (args: { update: { id: number; deleted: number } }, ctx) =>
      updateAllergy(ctx, args.update),
    ),
  },
};
