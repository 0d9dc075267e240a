import { guard, guardSubscription } from '../../access/guard.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { startDialysis } from './check-in.ts';
import { checkoutDialysis } from './checkout.ts';
import { subscribeDialysis, subscribeIntervals } from './events.ts';
import { submitDialysisInterval, updateDialysisInterval } from './intervals.ts';
import { updateDialysis } from './session-edits.ts';
import { getDialysis, listDialysis, listDialysisInterval, listSessionMachines } from './session-reads.ts';
import { listDialysisSummary } from './summary.ts';

export const resolvers: Resolvers = {
  Query: {
    getDialysis: guard('dialysis:read', (args, ctx) => getDialysis(ctx, args)),
    listDialysis: guard('dialysis:read', (args, ctx) => listDialysis(ctx, args)),
    listDialysisInterval: guard('dialysis:read', (args, ctx) => listDialysisInterval(ctx, args)),
    listSessionMachines: guard('dialysis:read', (args, ctx) => listSessionMachines(ctx, args.clinicID)),
    listDialysisSummary: guard('dialysis:read', (args, ctx) => listDialysisSummary(ctx, args)),
  },
  Mutation: {
    // redirectURL is the spec's invoicing hand-off: accepted and ignored until accounting is built.
    startDialysis: guard('dialysis:write', (args, ctx) =>
      startDialysis(ctx, args.create, args.appointmentID),
    ),
    updateDialysis: guard('dialysis:write', (args, ctx) => updateDialysis(ctx, args.update)),
    // quickbookURL and redirectURL are the spec's invoicing hand-off: ignored until accounting is built.
    checkoutDialysis: guard('dialysis:write', (args, ctx) => checkoutDialysis(ctx, args.checkout)),
    submitDialysisInterval: guard('dialysisInterval:submit', (args, ctx) =>
      submitDialysisInterval(ctx, args.create, args.medications ?? []),
    ),
    updateDialysisInterval: guard('dialysisInterval:update', (args, ctx) =>
      updateDialysisInterval(ctx, args.update),
    ),
  },
  Subscription: {
    onStartDialysis: guardSubscription('dialysis:subscribe', (args, ctx) =>
      subscribeDialysis(ctx, 'onStartDialysis', args.clinicID),
    ),
    onSubmitDialysisInterval: guardSubscription('dialysis:subscribe', (args, ctx) =>
      subscribeIntervals(ctx, args.clinicID, args.dialysisID),
    ),
    onCheckoutDialysis: guardSubscription('dialysis:subscribe', (args, ctx) =>
      subscribeDialysis(ctx, 'onCheckoutDialysis', args.clinicID),
    ),
  },
};
