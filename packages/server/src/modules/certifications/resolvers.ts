import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import {
  createMyCertification,
  deleteMyCertification,
  listMyCertification,
  updateMyCertification,
} from './own.ts';
import {
  createCertification,
  deleteCertification,
  listCertification,
  updateCertification,
} from './service.ts';

export const resolvers: Resolvers = {
  Query: {
    listCertification: guard('certification:list', (args, ctx) => listCertification(ctx, args)),
    listMyCertification: guard('certification:own', (args, ctx) => listMyCertification(ctx, args)),
  },
  Mutation: {
    createCertification: guard('certification:write', (args, ctx) => createCertification(ctx, args.create)),
    updateCertification: guard('certification:write', (args, ctx) => updateCertification(ctx, args.update)),
    deleteCertification: guard('certification:write', (args, ctx) => deleteCertification(ctx, args.id)),
    createMyCertification: guard('certification:own', (args, ctx) => createMyCertification(ctx, args.create)),
    updateMyCertification: guard('certification:own', (args, ctx) => updateMyCertification(ctx, args.update)),
    deleteMyCertification: guard('certification:own', (args, ctx) => deleteMyCertification(ctx, args.id)),
  },
};
