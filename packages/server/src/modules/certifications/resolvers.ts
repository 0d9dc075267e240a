import type { Pagination } from '../../db/list.ts';
import { guard } from '../../graphql/guard.ts';
import {
  createMyCertification,
  deleteMyCertification,
  listMyCertification,
  updateMyCertification,
} from './own.ts';
import {
  type CertificationFilter,
  createCertification,
  deleteCertification,
  listCertification,
  updateCertification,
} from './service.ts';

type Update = { update: { id: number; expiry: string; updatedOn?: string | null } };

export const resolvers = {
  Query: {
    listCertification: guard(
      'certification:list',
      (args: { filter?: CertificationFilter | null; pagination?: Pagination | null }, ctx) =>
        listCertification(ctx, args),
    ),
    listMyCertification: guard('certification:own', (args: { pagination?: Pagination | null }, ctx) =>
      listMyCertification(ctx, args),
    ),
  },
  Mutation: {
    createCertification: guard(
      'certification:write',
      (args: { create: { accountID: string; name: string; expiry: string } }, ctx) =>
        createCertification(ctx, args.create),
    ),
    updateCertification: guard('certification:write', (args: Update, ctx) =>
      updateCertification(ctx, args.update),
    ),
    deleteCertification: guard('certification:write', (args: { id: number }, ctx) =>
      deleteCertification(ctx, args.id),
    ),
    createMyCertification: guard(
      'certification:own',
      (args: { create: { name: string; expiry: string } }, ctx) => createMyCertification(ctx, args.create),
    ),
    updateMyCertification: guard('certification:own', (args: Update, ctx) =>
      updateMyCertification(ctx, args.update),
    ),
    deleteMyCertification: guard('certification:own', (args: { id: number }, ctx) =>
      deleteMyCertification(ctx, args.id),
    ),
  },
};
