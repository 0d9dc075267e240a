import type { Filter, Pagination } from '../../db/list.ts';
import { guard, guardSubscription } from '../../graphql/guard.ts';
import { type StartDialysisInput, startDialysis } from './check-in.ts';
import { type CheckoutDialysisInput, checkoutDialysis } from './checkout.ts';
import { subscribeDialysis, subscribeIntervals } from './events.ts';
import {
  type CreateDialysisIntervalInput,
  type IntervalMedicationInput,
  submitDialysisInterval,
  type UpdateDialysisIntervalInput,
  updateDialysisInterval,
} from './intervals.ts';
import { type UpdateDialysisInput, updateDialysis } from './session-edits.ts';
import { getDialysis, listDialysis, listDialysisInterval, listSessionMachines } from './session-reads.ts';

type ClinicArgs = { clinicID: number };
type ListArgs = { filter: Filter; pagination?: Pagination | null };

export const resolvers = {
  Query: {
    getDialysis: guard('dialysis:read', (args: { patientID: number; id: number }, ctx) =>
      getDialysis(ctx, args),
    ),
    listDialysis: guard('dialysis:read', (args: ListArgs, ctx) => listDialysis(ctx, args)),
    listDialysisInterval: guard('dialysis:read', (args: ListArgs, ctx) => listDialysisInterval(ctx, args)),
    listSessionMachines: guard('dialysis:read', (args: ClinicArgs, ctx) =>
      listSessionMachines(ctx, args.clinicID),
    ),
  },
  Mutation: {
    // redirectURL is the spec's invoicing hand-off: accepted and ignored until accounting is built.
    startDialysis: guard(
      'dialysis:write',
      (args: { create: StartDialysisInput; appointmentID: number; redirectURL?: string | null }, ctx) =>
        startDialysis(ctx, args.create, args.appointmentID),
    ),
    updateDialysis: guard('dialysis:write', (args: { update: UpdateDialysisInput }, ctx) =>
      updateDialysis(ctx, args.update),
    ),
    // quickbookURL and redirectURL are the spec's invoicing hand-off: ignored until accounting is built.
    checkoutDialysis: guard('dialysis:write', (args: { checkout: CheckoutDialysisInput }, ctx) =>
      checkoutDialysis(ctx, args.checkout),
    ),
    submitDialysisInterval: guard(
      'dialysisInterval:submit',
      (args: { create: CreateDialysisIntervalInput; medications?: IntervalMedicationInput[] | null }, ctx) =>
        submitDialysisInterval(ctx, args.create, args.medications ?? []),
    ),
    updateDialysisInterval: guard(
      'dialysisInterval:update',
      (args: { update: UpdateDialysisIntervalInput }, ctx) => updateDialysisInterval(ctx, args.update),
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
