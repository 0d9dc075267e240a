import type { Context } from '../../context.ts';
import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { fileLink } from '../../platform/storage/files.ts';
import {
  type ApiPatientDocument,
  type CreatePatientDocumentInput,
  createPatientDocument,
  listPatientDocument,
} from './service.ts';

export const resolvers = {
  Query: {
    listPatientDocument: guard(
      'patientDocument:list',
      (args: { filter: Filter; pagination?: Pagination | null }, ctx) => listPatientDocument(ctx, args),
    ),
  },
  Mutation: {
    createPatientDocument: guard(
      'patientDocument:create',
      (args: { create: CreatePatientDocumentInput }, ctx) => createPatientDocument(ctx, args.create),
    ),
  },
  PatientDocument: {
    // Documents only reach this resolver through the fields above, after their patient scope check.
    url: (doc: ApiPatientDocument, _args: unknown, ctx: Context) => fileLink(ctx, doc.key),
  },
};
