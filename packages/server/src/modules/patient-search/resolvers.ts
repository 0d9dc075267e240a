import type { Context } from '../../context.ts';
import type { Filter, Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import { fileLink } from '../../platform/storage/files.ts';
import { listPatient } from './service.ts';

type ListArgs = { filter?: Filter | null; pagination?: Pagination | null; unmasked?: boolean | null };

// As long as a dashboard stays open between reloads; the same as the patient page's picture.
const PICTURE_LINK_SECONDS = 60 * 60;

export const resolvers = {
  Query: {
    listPatient: guard('patient:search', (args: ListArgs, ctx) => listPatient(ctx, args)),
  },
  PatientSearchItem: {
    // Items reach this only through listPatient, after its centre scope; signed only when asked for.
    photoUrl: (item: { key: string | null }, _args: unknown, ctx: Context) =>
      fileLink(ctx, item.key, PICTURE_LINK_SECONDS),
  },
};
