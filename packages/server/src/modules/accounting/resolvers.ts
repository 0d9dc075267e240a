import { guard } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { disconnectQuickbooks } from './disconnect.ts';
import { linkAppointmentToQuickbooks } from './link.ts';
import { markNotBillable, unmarkNotBillable } from './not-billable.ts';
import { loginQuickbooks, quickbooksAuthorizeURL } from './oauth.ts';
import { listAccountingStatus, listQBAccesses, patientInvoices } from './reads.ts';
import { listUnlinkedInvoice } from './unlinked.ts';

export const resolvers: Resolvers = {
  Query: {
    listQBAccesses: guard('accounting:status', (args, ctx) => listQBAccesses(ctx, args)),
    listAccountingStatus: guard('accounting:status', (args, ctx) => listAccountingStatus(ctx, args)),
    listUnlinkedInvoice: guard('invoice:unlinked', (args, ctx) => listUnlinkedInvoice(ctx, args)),
    patientInvoices: guard('invoice:view', (args, ctx) => patientInvoices(ctx, args)),
  },
  Mutation: {
    quickbooksAuthorizeURL: guard('accounting:connect', (args, ctx) => quickbooksAuthorizeURL(ctx, args)),
    loginQuickbooks: guard('accounting:connect', (args, ctx) => loginQuickbooks(ctx, args)),
    markNotBillable: guard('invoice:unlinked', (args, ctx) => markNotBillable(ctx, args)),
    unmarkNotBillable: guard('invoice:unlinked', (args, ctx) => unmarkNotBillable(ctx, args)),
    disconnectQuickbooks: guard('accounting:disconnect', (args, ctx) => disconnectQuickbooks(ctx, args)),
    linkAppointmentToQuickbooks: guard('invoice:create', (args, ctx) =>
      linkAppointmentToQuickbooks(ctx, args),
    ),
    linkAppointmentToQuickbooks3: guard('invoice:create', (args, ctx) =>
      linkAppointmentToQuickbooks(ctx, args),
    ),
  },
};
