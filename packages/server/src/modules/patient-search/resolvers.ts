import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { fileLink } from '../../platform/storage/files.ts';
import { listPatient } from './service.ts';

// As long as a dashboard stays open between reloads; the same as the patient page's picture.
const PICTURE_LINK_SECONDS = 60 * 60;

export const resolvers: Resolvers = {
  Query: {
    listPatient: guard('patient:search', (args, ctx) => listPatient(ctx, args)),
  },
  PatientSearchItem: {
    // Items reach this only through listPatient, after its centre scope; signed only when asked for.
    photoUrl: (item, _args, ctx) => fileLink(ctx, item.key, PICTURE_LINK_SECONDS),
  },
};
