import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { fileLink } from '../../platform/storage/files.ts';
import { createPatientDocument, listPatientDocument } from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listPatientDocument: guard('patientDocument:list', (args, ctx) => listPatientDocument(ctx, args)),
  },
  Mutation: {
    createPatientDocument: guard('patientDocument:create', (args, ctx) =>
      createPatientDocument(ctx, args.create),
    ),
  },
  PatientDocument: {
    // Documents only reach this resolver through the fields above, after their patient scope check.
    url: (doc, _args, ctx) => fileLink(ctx, doc.key),
  },
};
