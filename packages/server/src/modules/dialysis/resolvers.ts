import { guard, guardSubscription } from '../../graphql/guard.ts';
import {
  type CreateDialysisIntervalInput,
  submitDialysisInterval,
  subscribeDialysis,
  subscribeIntervals,
} from './service.ts';

type ClinicArgs = { clinicID: number };

export const resolvers = {
  Mutation: {
    submitDialysisInterval: guard(
      'dialysisInterval:submit',
      (args: { create: CreateDialysisIntervalInput }, ctx) => submitDialysisInterval(ctx, args.create),
    ),
  },
  Subscription: {
    onStartDialysis: guardSubscription('dialysis:subscribe', (args: ClinicArgs, ctx) =>
      subscribeDialysis(ctx, 'onStartDialysis', args.clinicID),
    ),
    onSubmitDialysisInterval: guardSubscription(
      'dialysis:subscribe',
      (args: ClinicArgs & { dialysisID?: number | null }, ctx) =>
        subscribeIntervals(ctx, args.clinicID, args.dialysisID),
    ),
    onCheckoutDialysis: guardSubscription('dialysis:subscribe', (args: ClinicArgs, ctx) =>
      subscribeDialysis(ctx, 'onCheckoutDialysis', args.clinicID),
    ),
  },
};
